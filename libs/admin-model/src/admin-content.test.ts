import {
  adminActivityForm,
  adminBannerForm,
  adminPostForm,
  adminPostInputSchema,
  isSafeLink,
  POST_CATEGORY_KEYS,
} from './admin-content';
import { formZod, NEWS_CATEGORIES } from '@art/model';

/** The fields and API codes of a failed parse. */
function codes(result: { success: boolean; error?: { issues: { path: PropertyKey[]; params?: unknown }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), (i.params as { code: string }).code]);
}

describe('the post form', () => {
  it('cleans a valid post: trimmed texts, null slugs, an ISO date, a draft unless published', () => {
    const parsed = formZod(adminPostForm).safeParse({
      titleES: '  Abre   la feria ',
      titleEN: 'The fair opens',
      category: 'actualidad',
      contentES: 'Uno.\r\n\r\nDos.',
      publishedAt: '2025-02-10T10:30',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      titleES: 'Abre la feria',
      slugES: null,
      slugEN: null,
      contentES: 'Uno.\n\nDos.',
      publishedAt: '2025-02-10T10:30:00.000Z',
      published: false,
      imageKey: null,
    });
  });

  it('takes the dates a browser or a client sends, and refuses impossible ones', () => {
    const at = (publishedAt: unknown) =>
      formZod(adminPostForm).safeParse({ titleES: 'a', titleEN: 'b', category: 'agenda', publishedAt });
    expect(at('2025-02-10').data?.publishedAt).toBe('2025-02-10T00:00:00.000Z');
    expect(at('2025-02-10T10:30:00+01:00').data?.publishedAt).toBe('2025-02-10T09:30:00.000Z');
    expect(at(new Date('2025-02-10T10:30:00Z')).data?.publishedAt).toBe('2025-02-10T10:30:00.000Z');
    expect(at('').data?.publishedAt).toBeNull();
    for (const wrong of [
      '2025-02-31',
      '1899-01-01',
      '2025-13-01T00:00',
      'mañana',
      '2025-02-31T10:00',
      '2025-02-10T10:30+0100',
    ]) {
      expect(codes(at(wrong))).toEqual([['publishedAt', 'admin.date']]);
    }
    expect(codes(at(20250210))).toEqual([['publishedAt', 'admin.invalid']]);
  });

  it('knows every news category and refuses others', () => {
    expect(POST_CATEGORY_KEYS).toEqual(NEWS_CATEGORIES.map((c) => c.key));
    expect(codes(adminPostInputSchema.safeParse({ titleES: 'a', titleEN: 'b', category: 'Agenda' }))).toEqual([
      ['category', 'admin.postCategory'],
    ]);
  });
});

describe('links', () => {
  it.each([
    ['/es/entradas', true],
    ['https://www.example.org/a?b=c', true],
    ['http://example.org', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html;base64,AAAA', false],
    ['https://localhost', false],
    ['/es/a b', false],
    ['/es/"onmouseover="x', false],
    ['entradas', false],
  ])('%s is safe: %s', (link, safe) => {
    expect(isSafeLink(link)).toBe(safe);
  });
});

describe('the banner and activity forms', () => {
  it('refuse an end before the start', () => {
    expect(
      codes(
        formZod(adminBannerForm).safeParse({
          titleES: 'a',
          titleEN: 'b',
          activeFrom: '2025-02-02',
          activeTo: '2025-02-01',
        }),
      ),
    ).toEqual([['activeTo', 'admin.dateOrder']]);
    expect(
      codes(
        formZod(adminActivityForm).safeParse({
          titleES: 'a',
          titleEN: 'b',
          categoryES: 'c',
          categoryEN: 'd',
          startsAt: '2025-02-02T10:00Z',
          endsAt: '2025-02-02T09:00Z',
          catalog: 'am25',
        }),
      ),
    ).toEqual([['endsAt', 'admin.dateOrder']]);
  });

  it('refuse a switch that is not one', () => {
    expect(codes(formZod(adminBannerForm).safeParse({ titleES: 'a', titleEN: 'b', published: 'yes' }))).toEqual([
      ['published', 'admin.invalid'],
    ]);
  });
});
