import { MARKET_CATALOG_PREFIX } from '@art/model';
import { standAt } from './catalogue';
import { generateSeedData } from './index';

describe('the galleries’ stands', () => {
  it.each(['test', 'demo'] as const)(
    'gives every gallery of an edition a stand of its own in the %s size (issue 36: two galleries shared B4, two B8)',
    (size) => {
      const { galleryParticipations } = generateSeedData(size);
      const byEdition = new Map<string, string[]>();
      for (const { catalogPrefix, stand } of galleryParticipations) {
        if (catalogPrefix === MARKET_CATALOG_PREFIX) {
          expect(stand).toBeNull();
          continue;
        }
        expect(stand).toMatch(/^[ABC]([1-9]|[1-3][0-9]|40)$/);
        byEdition.set(catalogPrefix, [...(byEdition.get(catalogPrefix) ?? []), stand ?? '']);
      }
      expect(byEdition.size).toBeGreaterThan(1);
      for (const [edition, stands] of byEdition) {
        const shared = stands.filter((stand, index) => stands.indexOf(stand) !== index);
        expect({ edition, shared }).toEqual({ edition, shared: [] });
      }
    },
  );

  it('keeps the stand drawn when it is free, else takes the next free one, row after row', () => {
    const taken = new Set(['B4', 'B5', 'B40', 'C40']);
    expect(standAt('A', 7, taken)).toBe('A7');
    expect(standAt('B', 4, taken)).toBe('B6');
    expect(standAt('B', 40, taken)).toBe('C1');
    expect(standAt('C', 40, taken)).toBe('A1');
    expect([...taken]).toEqual(['B4', 'B5', 'B40', 'C40', 'A7', 'B6', 'C1', 'A1']);
  });

  it('refuses a hall with no stand left', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 120; i++) standAt('A', 1, taken);
    expect(taken.size).toBe(120);
    expect(() => standAt('A', 1, taken)).toThrow('more galleries than the 120 stands');
  });
});
