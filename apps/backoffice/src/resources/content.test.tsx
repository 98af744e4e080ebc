/**
 * The content screens in the app, as an editor, over a fake API: the posts list and its publish button, a post's edit
 * screen in both languages side by side, the banner's preview link and its image field's name, the activities list —
 * every label translated (no missing key), in Spanish and in English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, type RecordedCall } from '../test-fetch';
import { renderApp } from '../test-app';

const image = null;
const post = {
  __typename: 'AdminPost',
  id: '4',
  slugES: 'abre-la-feria',
  slugEN: 'the-fair-opens',
  category: 'actualidad',
  titleES: 'Abre la feria',
  titleEN: 'The fair opens',
  shortContentES: '',
  shortContentEN: '',
  contentES: 'Texto',
  contentEN: 'Text',
  author: '',
  authorEN: '',
  publishedAt: '2025-02-10T10:00:00.000Z',
  published: false,
  visible: false,
  image,
  siteUrl: 'http://localhost:4200/es/post/abre-la-feria',
};
const banner = {
  __typename: 'AdminBanner',
  id: '2',
  titleES: 'Entradas',
  titleEN: 'Tickets',
  textES: '',
  textEN: '',
  linkUrl: '/es/entradas',
  image,
  published: false,
  activeFrom: null,
  activeTo: null,
  previewUrl: 'http://localhost:4200/es/preview/banner/2',
};
const activity = {
  __typename: 'AdminActivity',
  id: '9',
  slugES: 'visita-guiada',
  slugEN: 'guided-tour',
  categoryES: 'Visitas guiadas',
  categoryEN: 'Guided tours',
  titleES: 'Visita guiada',
  titleEN: 'Guided tour',
  shortContentES: '',
  shortContentEN: '',
  contentES: '',
  contentEN: '',
  placeES: 'Sala 1',
  placeEN: 'Room 1',
  startsAt: '2025-02-20T17:00:00.000Z',
  endsAt: null,
  catalog: 'AM25',
  image,
  siteUrl: 'http://localhost:4200/es/actividad/visita-guiada',
};

function answer(call: RecordedCall) {
  switch (operationOf(call)) {
    case 'AdminSession':
      return { adminSession: { id: 'u1', email: 'editor@x.es', fullName: 'Editora', role: 'editor' } };
    case 'AdminPosts':
      return { adminPosts: { items: [post], total: 1 } };
    case 'AdminPost':
      return { adminPost: post };
    case 'SetPostPublished':
      return { setPostPublished: { ok: true, errors: [], post: { ...post, published: true, visible: true } } };
    case 'AdminBanner':
      return { adminBanner: banner };
    case 'AdminActivities':
      return { adminActivities: { items: [activity], total: 1 } };
    case 'AdminCatalogs':
      return {
        adminCatalogs: [
          {
            id: 'AM25',
            prefix: 'AM25',
            year: 2025,
            edition: 25,
            nameES: 'ArteMadrid 25',
            nameEN: 'ArteMadrid 25',
            isCurrent: true,
            isMarket: false,
          },
        ],
      };
    default:
      return {};
  }
}

describe('the content screens', () => {
  it('lists posts with their state and publishes one with the button', async () => {
    const { calls, missing } = await renderApp('#/posts', 'es', answer);
    const row = (await screen.findByText('Abre la feria')).closest('tr')!;
    expect(within(row).getByText('Borrador')).toBeInTheDocument();
    expect(within(row).getByText('Actualidad')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(calls.map(operationOf)).toContain('SetPostPublished'));
    expect(calls.find((c) => operationOf(c) === 'SetPostPublished')!.variables).toEqual({ id: '4', published: true });
    expect(await screen.findByText('Noticia publicada')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', ['Título (castellano)', 'Título (inglés)', 'Fecha de publicación', 'Categoría'], 'Publicar'],
    ['en', ['Title (Spanish)', 'Title (English)', 'Publish date', 'Category'], 'Publish'],
  ] as const)('edits a post in %s with both languages side by side', async (lang, labels, publish) => {
    const { missing } = await renderApp('#/posts/4', lang, answer);
    expect(await screen.findByDisplayValue('The fair opens')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Abre la feria')).toBeInTheDocument();
    for (const label of labels) expect(screen.getAllByLabelText(label, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: publish })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', 'Vista previa'],
    ['en', 'Preview'],
  ] as const)('links a banner to the fair’s preview page (%s)', async (lang, name) => {
    const { missing } = await renderApp('#/banners/2', lang, answer);
    const link = await screen.findByRole('link', { name: new RegExp(name) });
    expect(link).toHaveAttribute('href', 'http://localhost:4200/es/preview/banner/2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', 'Imagen', 'Retrato'],
    ['en', 'Image', 'Portrait'],
  ] as const)('names a banner’s image field as the banner’s image (%s)', async (lang, name, portrait) => {
    const { missing } = await renderApp('#/banners/2', lang, answer);
    expect(await screen.findByLabelText(name, { selector: 'input[type="file"]' })).toBeInTheDocument();
    // Issue 34: it was the artists' "Retrato".
    expect(screen.queryByText(portrait)).not.toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('lists activities', async () => {
    const { missing } = await renderApp('#/activities', 'en', answer);
    expect(await screen.findByText('Visita guiada')).toBeInTheDocument();
    expect(screen.getByText('Guided tours')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
