import { count } from 'drizzle-orm';
import { countries, shippingCosts } from '@art/db';
import { LANGUAGES, SHIPPING_BANDS } from '@art/model';
import { testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

interface CountryNode {
  code: string;
  name: string;
  dial_code: string;
}
type ShippingNode = { id: string; countryCode: string } & Record<(typeof SHIPPING_BANDS)[number], number>;

describe.each(testBackends('any'))('commerce queries on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  it.each(LANGUAGES)('lists every country sorted by its name in %s', async (lang) => {
    const result = await api.graphql<{ countries: CountryNode[] }>(
      `{ countries { code name dial_code } }`,
      {},
      { lang },
    );
    expect(result.errors).toBeUndefined();
    const list = result.data?.countries ?? [];
    const [{ value: stored } = { value: 0 }] = await api.database.db.select({ value: count() }).from(countries);
    expect(list).toHaveLength(stored);
    expect(stored).toBeGreaterThan(0);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, lang)));
    expect(list.find((c) => c.code === 'ES')).toEqual({
      code: 'ES',
      name: lang === 'en' ? 'Spain' : 'España',
      dial_code: '+34',
    });
    for (const country of list) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial_code).toMatch(/^\+\d/);
    }
  });

  it('answers shipping costs per country in euros, from the cents stored', async () => {
    const rows = await api.database.db.select().from(shippingCosts);
    expect(rows.length).toBeGreaterThan(0);
    const result = await api.graphql<{ getShippingCosts: ShippingNode[] }>(
      `{ getShippingCosts { id countryCode lessThan200 lessThan400 lessThan600 lessThan900 moreThan900 } }`,
    );
    expect(result.errors).toBeUndefined();
    const list = result.data?.getShippingCosts ?? [];
    expect(list).toHaveLength(rows.length);
    const codes = list.map((s) => s.countryCode);
    expect(codes).toEqual([...codes].sort());
    for (const cost of list) {
      const row = rows.find((r) => String(r.id) === cost.id);
      expect(row).toBeDefined();
      for (const band of SHIPPING_BANDS) expect(cost[band]).toBe((row?.[band] ?? NaN) / 100);
    }
    expect(list.some((c) => c.countryCode === 'ES')).toBe(true);
  });

  it('asks for no argument: an unknown one is refused by the schema', async () => {
    const result = await api.graphql(`{ getShippingCosts(countryCode: "ES") { id } }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/countryCode/);
  });
});
