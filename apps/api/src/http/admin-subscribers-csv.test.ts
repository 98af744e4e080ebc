/**
 * `GET /api/admin/subscribers.csv` (issue 17): staff and admins download the confirmed subscribers (never the pending
 * or unsubscribed ones) as RFC 4180 CSV with formula-looking cells neutralised and the e-mail addresses as they are
 * (issue 34); anyone else is refused (401 without a session, 403 for visitors and editors) in the request's language,
 * and the export is logged.
 */
import { newsletterSubscribers } from '@art/db';
import { errorMessage } from '@art/api-core';
import { prepareAdminFixture, type AdminFixture, type Caller } from '../resolvers/admin-testing';
import { confirmedSubscribers } from '@art/api-messages';
import { createTestApi, recordingLogger, testBackends, type TestApi } from '../testing';
import {
  csvCell,
  csvLine,
  emailCell,
  SUBSCRIBERS_CSV_HEADER,
  SUBSCRIBERS_CSV_PATH,
  subscribersFileName,
} from './admin-subscribers-csv';

describe('csvCell', () => {
  it('quotes as RFC 4180 says and neutralises formulas', () => {
    expect(csvCell('ana@example.com')).toBe('ana@example.com');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a valid e-mail address as it is, even one a spreadsheet would read as a formula (issue 34)', () => {
    expect(emailCell('-ana@example.com')).toBe('-ana@example.com');
    expect(emailCell('+ofertas@example.com')).toBe('+ofertas@example.com');
    expect(emailCell('=ana@example.com')).toBe('=ana@example.com');
    expect(emailCell('ana@example.com')).toBe('ana@example.com');
    // What is not an address is a cell like any other.
    expect(emailCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(emailCell('@SUM(A1)')).toBe("'@SUM(A1)");
    const confirmedAt = new Date('2025-01-01T11:00:00Z');
    expect(csvLine({ email: '-ana@example.com', name: '-Ana', lang: 'es', confirmedAt })).toBe(
      "-ana@example.com,'-Ana,es,2025-01-01T11:00:00.000Z\r\n",
    );
  });

  it('names the file by the day', () => {
    expect(subscribersFileName(new Date('2026-11-26T23:00:00Z'))).toBe('suscriptores-2026-11-26.csv');
  });
});

describe.each(testBackends('any'))('the subscribers export on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  const { logger, entries } = recordingLogger();

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      logger,
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
        const confirmedAt = new Date('2025-01-01T11:00:00Z');
        await database.db.insert(newsletterSubscribers).values([
          { email: 'lucia@example.com', name: 'Lucía Pérez', lang: 'es', status: 'confirmed', confirmedAt },
          { email: 'smith@example.com', name: 'Smith, "Jr"', lang: 'en', status: 'confirmed', confirmedAt },
          {
            email: 'evil@example.com',
            name: '=HYPERLINK("http://evil")',
            lang: 'en',
            status: 'confirmed',
            confirmedAt,
          },
          { email: '-guion@example.com', name: '+34 600 000 000', lang: 'es', status: 'confirmed', confirmedAt },
          { email: 'pedro@example.com', name: 'Pedro', lang: 'es', status: 'pending' },
          { email: 'baja@example.com', name: 'Baja', lang: 'es', status: 'unsubscribed', confirmedAt },
        ]);
      },
    });
    f = prepared!;
  });
  afterAll(() => api.close());

  const download = (caller: Caller, options: { cookie?: boolean; lang?: 'es' | 'en' } = {}) => {
    const auth =
      caller === 'anonymous'
        ? {}
        : options.cookie
          ? { cookie: `o_token=${f.tokens[caller]}` }
          : { authorization: `Bearer ${f.tokens[caller]}` };
    return api.app.inject({
      method: 'GET',
      url: SUBSCRIBERS_CSV_PATH,
      headers: { 'accept-language': options.lang ?? 'es', ...auth },
    });
  };

  it('gives staff the confirmed subscribers only, quoted, formulas neutralised, addresses as they are', async () => {
    const before = entries.length;
    const response = await download('staff', { cookie: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="suscriptores-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(
      '\uFEFF' +
        [
          SUBSCRIBERS_CSV_HEADER,
          'lucia@example.com,Lucía Pérez,es,2025-01-01T11:00:00.000Z',
          'smith@example.com,"Smith, ""Jr""",en,2025-01-01T11:00:00.000Z',
          'evil@example.com,"\'=HYPERLINK(""http://evil"")",en,2025-01-01T11:00:00.000Z',
          "-guion@example.com,'+34 600 000 000,es,2025-01-01T11:00:00.000Z",
          '',
        ].join('\r\n'),
    );
    expect(response.body).not.toContain('pedro@');
    expect(response.body).not.toContain('baja@');
    expect(entries.slice(before)).toContainEqual(
      expect.objectContaining({ event: 'admin.subscribers_exported', userId: f.userIds.staff }),
    );
    const admin = await download('admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe(response.body);
  });

  it.each([
    ['anonymous', 401, 'loginRequired'],
    ['visitor', 403, 'forbidden'],
    ['editor', 403, 'forbidden'],
  ] as const)('refuses %s (%i) in the request’s language, and logs it', async (caller, status, code) => {
    for (const lang of ['es', 'en'] as const) {
      const before = entries.length;
      const response = await download(caller, { lang });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: errorMessage(lang, code), reason: code });
      expect(response.body).not.toContain('lucia@');
      expect(entries.slice(before)).toContainEqual(
        expect.objectContaining({ event: 'security.role_refused', operation: 'exportSubscribers' }),
      );
    }
  });

  it('reads the confirmed subscribers in batches, every one once', async () => {
    const batches: string[][] = [];
    for await (const batch of confirmedSubscribers(api.database.db, 2)) batches.push(batch.map((s) => s.email));
    expect(batches).toEqual([
      ['lucia@example.com', 'smith@example.com'],
      ['evil@example.com', '-guion@example.com'],
    ]);
  });
});
