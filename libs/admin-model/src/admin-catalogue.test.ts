import { adminCatalogInputSchema, adminShowInputSchema, adminTrendTagInputSchema } from './admin-catalogue';

/** The fields a schema refuses, with their message keys. */
function refusals(
  schema: {
    safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

const edition = { prefix: ' am26 ', year: '2026', nameES: 'ArteMadrid 26', nameEN: 'ArteMadrid 26' };

describe('the catalogue schema', () => {
  it('cleans an edition: the prefix upper-cased, numbers from text, blanks as empty or null', () => {
    expect(adminCatalogInputSchema.parse({ ...edition, edition: '', startsOn: '', catalogUrl: ' ' })).toEqual({
      prefix: 'AM26',
      year: 2026,
      edition: null,
      nameES: 'ArteMadrid 26',
      nameEN: 'ArteMadrid 26',
      startsOn: null,
      endsOn: null,
      venueES: '',
      venueEN: '',
      address: '',
      openingHoursES: '',
      openingHoursEN: '',
      catalogUrl: null,
    });
  });

  it('takes days as YYYY-MM-DD (a leap day included) and keeps the day of an ISO instant', () => {
    const parsed = adminCatalogInputSchema.parse({
      ...edition,
      startsOn: '2028-02-29',
      endsOn: '2028-03-01T00:00:00.000Z',
    });
    expect(parsed).toMatchObject({ startsOn: '2028-02-29', endsOn: '2028-03-01' });
  });

  it.each([
    ['startsOn', '2027-02-29', 'errors:admin.date'],
    ['startsOn', '26/02/2026', 'errors:admin.date'],
    ['startsOn', '1900-01-01', 'errors:admin.date'],
    ['prefix', 'AM-26', 'errors:admin.catalogPrefix'],
    ['prefix', 'A', 'errors:admin.catalogPrefix'],
    ['prefix', '', 'errors:admin.required'],
    ['catalogUrl', 'ftp://example.com/x.pdf', 'errors:admin.website'],
    ['catalogUrl', 'https://example.com/"><script>', 'errors:admin.website'],
    ['edition', '2.5', 'errors:admin.integer'],
    ['venueES', 'Sala\u0000 1', 'errors:admin.control'],
  ])('refuses %s %j', (field, value, message) => {
    expect(refusals(adminCatalogInputSchema, { ...edition, [field]: value })).toEqual({ [field]: message });
  });
});

describe('the trend tag schema', () => {
  it('takes one of the three types and optional slugs', () => {
    expect(
      adminTrendTagInputSchema.parse({
        type: 'technicsTags',
        nameES: 'Óleo',
        nameEN: 'Oil',
        slugES: '',
        slugEN: 'oil',
      }),
    ).toMatchObject({ type: 'technicsTags', slugES: null, slugEN: 'oil', descriptionES: '' });
    expect(refusals(adminTrendTagInputSchema, { type: 'THEMES', nameES: 'a', nameEN: 'b' })).toEqual({
      type: 'errors:admin.trendType',
    });
  });
});

describe('the show schema', () => {
  const show = { titleES: 'Azules', titleEN: 'Blues', catalog: 'am25' };

  it('keeps the works in their order, each once, and the catalogue upper-cased', () => {
    expect(adminShowInputSchema.parse({ ...show, workIds: ['9', 3, '9', '12'] })).toMatchObject({
      catalog: 'AM25',
      workIds: [9, 3, 12],
      galleryId: null,
      imageKey: null,
    });
  });

  it.each([
    ['workIds', ['0'], 'errors:admin.workUnknown'],
    ['workIds', '1,2', 'errors:admin.invalid'],
    ['galleryId', 'x', 'errors:admin.galleryUnknown'],
    ['imageKey', 'A/B', 'errors:admin.imageUnknown'],
    ['catalog', 'AM 25', 'errors:admin.catalogUnknown'],
    ['slugEN', 'Blues!', 'errors:admin.slug'],
  ])('refuses %s %j', (field, value, message) => {
    expect(refusals(adminShowInputSchema, { ...show, [field]: value })).toEqual({ [field]: message });
  });
});
