import {
  ADMIN_LIMITS,
  ADMIN_PAGE_SIZE_MAX,
  adminArtistInputSchema,
  adminGalleryInputSchema,
  adminSlugOf,
  adminWorkInputSchema,
  latestWorkYear,
  userRoleSchema,
} from './admin';
import { USER_ROLES } from '@art/model';
import { userRoleSchema as EXPORTED_ROLE_SCHEMA } from './index';

const work = {
  titleES: '  Jardín   azul ',
  titleEN: 'Blue garden',
  artistId: '12',
  catalogs: ['am25'],
  discipline: '2',
  widthCm: '30,5',
  heightCm: 20,
  workState: 'Disponible',
};

/** The fields and message keys of a failed parse, with their values. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] };
}) {
  return (result.error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
    (i.params as { options?: object } | undefined)?.options ?? null,
  ]);
}

describe('the back office schemas', () => {
  it('takes the four roles of @art/model, editor among them, as the package exports them', () => {
    expect(userRoleSchema.options).toEqual(USER_ROLES);
    expect(EXPORTED_ROLE_SCHEMA).toBe(userRoleSchema);
    expect(userRoleSchema.safeParse('editor').success).toBe(true);
    expect(userRoleSchema.safeParse('jefe').error?.issues[0]?.message).toBe('errors:admin.role');
    expect(ADMIN_PAGE_SIZE_MAX).toBe(100);
  });

  it('cleans a valid work: texts trimmed, numbers read, catalogues upper-cased, defaults filled', () => {
    const parsed = adminWorkInputSchema.safeParse(work);
    expect(parsed.success).toBe(true);
    // A real zod schema, as form libraries' resolvers expect.
    expect('_zod' in adminWorkInputSchema).toBe(true);
    expect(parsed.data).toEqual({
      titleES: 'Jardín azul',
      titleEN: 'Blue garden',
      slug: null,
      descriptionES: '',
      descriptionEN: '',
      artistId: 12,
      galleryId: null,
      catalogs: ['AM25'],
      discipline: 2,
      technicsES: '',
      technicsEN: '',
      widthCm: 30.5,
      heightCm: 20,
      depthCm: null,
      year: null,
      price: null,
      workState: 'Disponible',
      tagIds: [],
      colours: null,
      imageKeys: null,
    });
  });

  it('answers every wrong field with a key of the errors namespace and its values', () => {
    const parsed = adminWorkInputSchema.safeParse({
      ...work,
      titleES: '',
      titleEN: 'x'.repeat(100_000),
      slug: 'Con Espacios',
      descriptionES: '<script>alert(1)</script>',
      widthCm: 0,
      year: latestWorkYear() + 1,
      price: -1,
      workState: 'Robada',
      colours: ['azul'],
      imageKeys: ['../x'],
    });
    expect(issues(parsed)).toEqual([
      ['titleES', 'errors:admin.required', null],
      ['titleEN', 'errors:admin.tooLong', { max: ADMIN_LIMITS.title }],
      ['slug', 'errors:admin.slug', null],
      ['descriptionES', 'errors:admin.markup', null],
      ['widthCm', 'errors:admin.positiveMax', { min: 0, max: ADMIN_LIMITS.measureMaxCm }],
      ['year', 'errors:admin.range', { min: 1000, max: latestWorkYear() }],
      ['price', 'errors:admin.range', { min: 0, max: ADMIN_LIMITS.priceMax }],
      ['workState', 'errors:admin.workState', null],
      ['colours', 'errors:admin.colour', null],
      ['imageKeys', 'errors:admin.imageUnknown', null],
    ]);
  });

  it('refuses control characters rather than dropping them', () => {
    expect(issues(adminArtistInputSchema.safeParse({ firstName: 'Ana\u0000', countryCode: 'ES' }))).toEqual([
      ['firstName', 'errors:admin.control', null],
    ]);
  });

  it('checks an artist and a gallery', () => {
    expect(
      adminArtistInputSchema.safeParse({ firstName: 'Ana', countryCode: 'es', birthYear: '1970' }).data,
    ).toMatchObject({ firstName: 'Ana', lastName: '', countryCode: 'ES', birthYear: 1970, portraitKey: null });
    expect(issues(adminArtistInputSchema.safeParse({ firstName: 'Ana', countryCode: 'España' }))).toEqual([
      ['countryCode', 'errors:admin.country', null],
    ]);
    expect(
      issues(
        adminGalleryInputSchema.safeParse({
          name: 'Norte',
          countryCode: 'ES',
          website: 'javascript:alert(1)',
          participations: [{ catalog: 'AM25' }, { catalog: 'am25' }],
        }),
      ),
    ).toEqual([
      ['website', 'errors:admin.website', null],
      ['participations', 'errors:admin.catalogTwice', null],
    ]);
  });

  it('derives slugs from titles', () => {
    expect(adminSlugOf('Árbol rojo, 2024')).toBe('arbol-rojo-2024');
    expect(adminSlugOf('x'.repeat(500))).toHaveLength(ADMIN_LIMITS.slug);
  });
});
