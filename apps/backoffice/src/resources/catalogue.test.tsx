/**
 * The catalogue vocabularies' screens in the app, as an editor, over a fake API: the catalogues list with the current
 * edition marked and its "make current" button, an edition's form (prefix fixed, both languages side by side), the
 * trend tags list with their types, a show's form with its works picker — every label translated (no missing key), in
 * Spanish and in English; and a form refused by the shared schema before anything is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, type RecordedCall } from '../test-fetch';
import { renderApp } from '../test-app';

const catalog = (prefix: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AdminCatalog',
  id: prefix,
  prefix,
  year: 2025,
  edition: 25,
  nameES: `ArteMadrid ${prefix}`,
  nameEN: `ArteMadrid ${prefix} EN`,
  startsOn: '2025-02-26',
  endsOn: '2025-03-02',
  venueES: 'Galería de Cristal',
  venueEN: 'Crystal Gallery',
  address: '',
  openingHoursES: '',
  openingHoursEN: '',
  catalogUrl: null,
  isCurrent: false,
  isMarket: false,
  worksCount: 4,
  ...extra,
});
const CATALOGS = [
  catalog('AM25', { isCurrent: true }),
  catalog('AM26', { year: 2026, edition: 26 }),
  catalog('MARKET', { edition: null, isMarket: true, nameES: 'Mercado', nameEN: 'Market' }),
];
const TAGS = [
  {
    __typename: 'AdminTrendTag',
    id: '1',
    type: 'themesTags',
    nameES: 'Paisaje',
    nameEN: 'Landscape',
    slugES: 'paisaje',
    slugEN: 'landscape',
    descriptionES: '',
    descriptionEN: '',
    worksCount: 3,
  },
];
const show = {
  __typename: 'AdminShow',
  id: '5',
  slugES: 'azules',
  slugEN: 'blues',
  titleES: 'Azules',
  titleEN: 'Blues',
  infoES: '',
  infoEN: '',
  catalog: 'AM25',
  galleryId: null,
  galleryName: null,
  startsOn: '2025-03-01',
  endsOn: null,
  image: null,
  workIds: ['7'],
};
const work = { __typename: 'AdminWork', id: '7', titleES: 'Jardín azul', titleEN: 'Blue garden' };

function answer(call: RecordedCall) {
  switch (operationOf(call)) {
    case 'AdminSession':
      return { adminSession: { id: 'u1', email: 'editor@x.es', fullName: 'Editora', role: 'editor' } };
    case 'AdminCatalogs':
      return { adminCatalogs: CATALOGS };
    case 'AdminCatalog':
      return { adminCatalog: CATALOGS.find((c) => c.id === call.variables['id']) ?? null };
    case 'SetCurrentCatalog':
      return {
        setCurrentCatalog: { ok: true, errors: [], catalog: { ...CATALOGS[1], isCurrent: true } },
      };
    case 'AdminTrendTags':
      return { adminTrendTags: TAGS };
    case 'AdminShows':
      return { adminShows: { items: [show], total: 1 } };
    case 'AdminShow':
      return { adminShow: show };
    case 'AdminWork':
      return { adminWork: work };
    case 'AdminGalleries':
      return { adminGalleries: { items: [], total: 0 } };
    case 'AdminWorks':
      return { adminWorks: { items: [work], total: 1, totalCapped: false } };
    default:
      return {};
  }
}

describe('the catalogue vocabularies’ screens', () => {
  it.each([
    ['es', 'Edición actual', 'Hacer actual', '«ArteMadrid AM26» es ahora la edición actual'],
    ['en', 'Current edition', 'Make current', '“ArteMadrid AM26 EN” is now the current edition'],
  ] as const)(
    'lists the catalogues (%s), marks the current one and makes another current',
    async (lang, current, make, notice) => {
      const { calls, missing } = await renderApp('#/catalogs', lang, answer);
      const row = (await screen.findByText('AM25', {}, { timeout: 5000 })).closest('tr')!;
      expect(within(row).getByText(current)).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: make })).toBeNull();
      const market = screen.getByText('MARKET').closest('tr')!;
      expect(within(market).queryByRole('button', { name: make })).toBeNull();
      const next = screen.getByText('AM26').closest('tr')!;
      await userEvent.click(within(next).getByRole('button', { name: make }));
      await waitFor(() => expect(calls.map(operationOf)).toContain('SetCurrentCatalog'));
      expect(calls.find((c) => operationOf(c) === 'SetCurrentCatalog')!.variables).toEqual({ prefix: 'AM26' });
      expect(await screen.findByText(notice)).toBeInTheDocument();
      expect(missing).toEqual([]);
    },
  );

  it.each([
    ['es', ['Nombre (castellano)', 'Nombre (inglés)', 'Sede (castellano)', 'Primer día'], 'Hacer actual'],
    ['en', ['Name (Spanish)', 'Name (English)', 'Venue (Spanish)', 'First day'], 'Make current'],
  ] as const)('edits an edition in %s: the prefix fixed, both languages side by side', async (lang, labels, make) => {
    const { missing } = await renderApp('#/catalogs/AM26', lang, answer);
    expect(await screen.findByDisplayValue('ArteMadrid AM26 EN', {}, { timeout: 5000 })).toBeInTheDocument();
    // The prefix is shown as text, not as an input: it cannot be changed once the catalogue exists.
    expect(screen.queryByDisplayValue('AM26')).toBeNull();
    expect(screen.getByText('AM26', { selector: 'span' })).toBeInTheDocument();
    for (const label of labels) expect(screen.getAllByLabelText(label, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: make })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('refuses a new edition with the shared schema’s messages before calling the API', async () => {
    const { calls, missing } = await renderApp('#/catalogs/create', 'es', answer);
    const prefix = await screen.findByLabelText(/Prefijo/, {}, { timeout: 5000 });
    await userEvent.type(prefix, 'AM 26');
    await userEvent.type(screen.getByLabelText(/Nombre \(castellano\)/), '<b>Feria</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/El prefijo son de 2 a 12 letras mayúsculas o cifras/)).toBeInTheDocument();
    expect(screen.getByText('No se admite HTML ni los signos < y >.')).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('CreateCatalog');
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', 'Tema'],
    ['en', 'Theme'],
  ] as const)('lists the trend tags with their type (%s)', async (lang, type) => {
    const { missing } = await renderApp('#/tags', lang, answer);
    expect(await screen.findByText('Paisaje', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(type)).toBeInTheDocument();
    expect(screen.getByText('landscape')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', ['Título (castellano)', 'Título (inglés)', 'Catálogo', 'Inauguración', 'Obras']],
    ['en', ['Title (Spanish)', 'Title (English)', 'Catalogue', 'Opening', 'Works']],
  ] as const)('edits a show in %s with its works picker', async (lang, labels) => {
    const { calls, missing } = await renderApp('#/shows/5', lang, answer);
    expect(await screen.findByDisplayValue('Blues', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const label of labels) expect(screen.getAllByLabelText(label, { exact: false }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Jardín azul')).toBeInTheDocument();
    expect(calls.map(operationOf)).toContain('AdminWork');
    expect(missing).toEqual([]);
  });
});
