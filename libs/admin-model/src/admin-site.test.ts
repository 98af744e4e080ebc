import {
  adminFaqForm,
  adminMenuEntryForm,
  adminPressItemForm,
  adminSponsorForm,
  adminStaticPageForm,
  fileKeyOf,
  isSitePath,
  isWebAddress,
} from './admin-site';
import { checkForm, type FormSchema, formZod } from '@art/model';

/** The codes of a form's refused fields, by field. */
function codes<T extends Record<string, unknown>>(form: FormSchema<T>, input: Record<string, unknown>) {
  const parsed = formZod(form).safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [
      issue.path.join('.'),
      (issue as { params?: { code?: string } }).params?.code ?? issue.message,
    ]),
  );
}

describe('the site content’s links', () => {
  it('takes paths of the sites and http(s) addresses, and nothing that leaves them or runs', () => {
    for (const path of ['/es/obras', '/en/works?page=2', '/es/faq#entradas', '/']) expect(isSitePath(path)).toBe(true);
    for (const path of ['//evil.example.com', '/\\evil', 'es/obras', '/es/"x', '/es/<b>', 'javascript:alert(1)', ''])
      expect(isSitePath(path)).toBe(false);
    expect(isWebAddress('https://banco.example.com/patrocinio')).toBe(true);
    expect(isWebAddress('http://example.org')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com',
      'https://localhost',
      'https://a.es/"onclick',
      'data:,x',
    ])
      expect(isWebAddress(url)).toBe(false);
  });

  it('reads a stored PDF’s key back from its public address only', () => {
    expect(fileKeyOf('/api/files/dosier-2025.pdf')).toBe('dosier-2025');
    expect(fileKeyOf('/api/files/../secreto.pdf')).toBeNull();
    expect(fileKeyOf('https://example.com/dosier.pdf')).toBeNull();
    expect(fileKeyOf(null)).toBeNull();
  });
});

describe('the site content’s forms', () => {
  it('cleans a question and refuses markup, unknown sites and bad positions', () => {
    const checked = checkForm(adminFaqForm, {
      site: 'shop',
      position: '3',
      questionES: '  ¿Envíos   internacionales? ',
      questionEN: 'International shipping?',
      answerES: 'Sí.\r\n\r\nA toda Europa.',
      answerEN: 'Yes.',
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        site: 'shop',
        position: 3,
        questionES: '¿Envíos internacionales?',
        questionEN: 'International shipping?',
        answerES: 'Sí.\n\nA toda Europa.',
        answerEN: 'Yes.',
      },
    });
    expect(
      codes(adminFaqForm, {
        site: 'all',
        position: 1.5,
        questionES: 'a\u0000b',
        questionEN: 'x',
        answerES: '<a href=x>',
        answerEN: 3,
      }),
    ).toEqual({
      site: 'admin.site',
      position: 'admin.integer',
      questionES: 'admin.control',
      answerES: 'admin.markup',
      answerEN: 'admin.invalid',
    });
  });

  it('takes a page without slugs (derived by the API) and refuses slugs that are not slugs', () => {
    const base = { titleES: 'Privacidad', titleEN: 'Privacy', contentES: 'Texto.', contentEN: 'Text.' };
    expect(checkForm(adminStaticPageForm, base)).toMatchObject({ ok: true, value: { slugES: null, isLegal: false } });
    expect(codes(adminStaticPageForm, { ...base, slugES: '../x', slugEN: 'a'.repeat(161), isLegal: 'yes' })).toEqual({
      slugES: 'admin.slug',
      slugEN: 'admin.tooLong',
      isLegal: 'admin.invalid',
    });
  });

  it('checks a menu entry’s blocks link by link, images only in the block with images', () => {
    const item = { titleES: 'Entradas', titleEN: 'Tickets', url: '/es/tickets' };
    const entry = { site: 'all', url: '/es/feria', mainTitleES: 'Feria', mainTitleEN: 'Fair' };
    expect(
      checkForm(adminMenuEntryForm, {
        ...entry,
        blockWithImages: { titleES: 'A', titleEN: 'B', items: [{ ...item, imageKey: 'upload/abc' }] },
      }),
    ).toMatchObject({
      ok: true,
      value: {
        position: null,
        blockWithImages: { subtitleES: '', items: [{ ...item, imageKey: 'upload/abc' }] },
        blockWithText1: null,
      },
    });
    expect(
      codes(adminMenuEntryForm, {
        ...entry,
        blockWithText1: { titleES: 'A', titleEN: 'B', items: [{ ...item, imageKey: 'upload/abc' }] },
        blockWithText2: { titleES: '', titleEN: 'B', items: [] },
        blockWithImages: { titleES: 'A', titleEN: 'B', items: [{ ...item, imageKey: '../../etc' }] },
      }),
    ).toEqual({
      blockWithImages: 'admin.imageUnknown',
      blockWithText1: 'admin.invalid',
      blockWithText2: 'admin.required',
    });
  });

  it('checks a sponsor’s level, address and logo key, and a press item’s kind, date and file', () => {
    expect(codes(adminSponsorForm, { name: 'Banco', level: 'main', url: '/es/x', logoKey: 'UPLOAD/X' })).toEqual({
      url: 'admin.website',
      logoKey: 'admin.imageUnknown',
    });
    const press = { kind: 'release', titleES: 'Nota', titleEN: 'Release', publishedOn: '2024-02-29' };
    expect(checkForm(adminPressItemForm, { ...press, fileKey: 'nota-2024' })).toMatchObject({
      ok: true,
      value: { publishedOn: '2024-02-29', fileKey: 'nota-2024', summaryES: '', imageKey: null },
    });
    expect(codes(adminPressItemForm, { ...press, publishedOn: '2023-02-29', fileKey: 'Nota.pdf' })).toEqual({
      publishedOn: 'admin.date',
      fileKey: 'admin.fileUnknown',
    });
  });
});
