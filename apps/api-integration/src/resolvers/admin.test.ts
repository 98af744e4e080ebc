/**
 * The back office over the demo seed (issue 16): the demo editor logs in with the README's password and reads the
 * catalogue; each demo account gets what its role allows; the seeded catalogue is searchable accent-free.
 */
import { eq } from 'drizzle-orm';
import { artists, users } from '@art/db';
import { normalizeSearchText } from '@art/model';
import { DEMO_ACCOUNTS, DEMO_BUYERS } from '@art/seed';
import { errorMessage, openSession, testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

describe.each(testBackends('any'))('the back office over the demo seed on %s', (backend) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    api = await createSeededTestApi(backend);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await api.database.db.select().from(users).where(eq(users.email, account.email));
      tokens[account.role] = (await openSession(api.database.db, user!.id, { remember: false })).token;
    }
  });
  afterAll(() => api.close());

  const as = (role: string) => ({ headers: { authorization: `Bearer ${tokens[role]}` } });

  it('has an editor and an admin among the demo accounts', () => {
    expect(DEMO_ACCOUNTS.filter((a) => a.role === 'editor').map((a) => a.email)).toEqual(['editor@demo.artfair.test']);
    expect(DEMO_ACCOUNTS.filter((a) => a.role === 'admin').map((a) => a.email)).toEqual(['admin@demo.artfair.test']);
  });

  it('lets the demo editor log in with the published password and read the catalogue', async () => {
    const editor = DEMO_ACCOUNTS.find((a) => a.role === 'editor')!;
    const login = await api.graphql<{ login: { OK: boolean; token: string } }>(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { OK token } }',
      { email: editor.email, password: editor.password },
    );
    expect(login.data?.login.OK).toBe(true);
    const session = await api.graphql(
      '{ adminSession { email role } adminWorks(perPage: 5) { total items { id } } }',
      {},
      {
        headers: { authorization: `Bearer ${login.data!.login.token}` },
      },
    );
    expect(session.errors).toBeUndefined();
    expect(session.data).toMatchObject({
      adminSession: { email: 'editor@demo.artfair.test', role: 'editor' },
      adminWorks: { total: expect.any(Number), items: expect.any(Array) },
    });
    expect((session.data as { adminWorks: { total: number; items: unknown[] } }).adminWorks.items).toHaveLength(5);
  });

  it('gives each demo account what its role allows', async () => {
    const expectations: [string, string, string | null][] = [
      ['visitor', '{ adminWorks { total } }', 'forbidden'],
      ['staff', '{ adminWorks { total } }', 'forbidden'],
      ['editor', '{ adminWorks { total } }', null],
      ['editor', '{ adminUsers { total } }', 'forbidden'],
      ['admin', '{ adminUsers { total } }', null],
      ['admin', '{ auditLog { total } }', null],
    ];
    for (const [role, query, refusal] of expectations) {
      const body = await api.graphql(query, {}, as(role));
      if (refusal)
        expect([role, query, body.errors?.[0]?.message]).toEqual([role, query, errorMessage('es', 'forbidden')]);
      else expect([role, query, body.errors]).toEqual([role, query, undefined]);
    }
    const everyone = await api.graphql<{ adminUsers: { total: number; items: { email: string; role: string }[] } }>(
      '{ adminUsers(sort: EMAIL, order: ASC, q: "demo.artfair.test") { total items { email role } } }',
      {},
      as('admin'),
    );
    expect(everyone.data?.adminUsers.items).toEqual(
      [...DEMO_ACCOUNTS, ...DEMO_BUYERS]
        .sort((a, b) => a.email.localeCompare(b.email))
        .map((a) => ({ email: a.email, role: a.role })),
    );
  });

  it("finds a seeded artist with an accented name by the name's letters without accents", async () => {
    const all = await api.database.db.select().from(artists);
    const accented = all.find((a) => normalizeSearchText(a.lastName) !== a.lastName.toLowerCase());
    expect(accented).toBeDefined();
    const q = normalizeSearchText(accented!.lastName);
    const body = await api.graphql<{ adminArtists: { items: { id: string }[] } }>(
      'query($q: String) { adminArtists(q: $q, perPage: 100) { total items { id } } }',
      { q },
      as('editor'),
    );
    expect(body.data?.adminArtists.items.map((a) => a.id)).toContain(String(accented!.id));
  });
});
