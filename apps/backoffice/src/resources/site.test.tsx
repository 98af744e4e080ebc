/**
 * The site content's screens in the app, as an editor, over a fake API: the FAQ, pages, menu, sponsors and press lists
 * and edit screens, every label translated (no missing key) in Spanish and in English, both languages side by side,
 * the menu's blocks with their links, the press kit's PDF, and a refused field shown under itself before anything is
 * sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, type RecordedCall } from '../test-fetch';
import { renderApp } from '../test-app';

const faq = {
  __typename: 'AdminFaq',
  id: '1',
  site: 'fair',
  position: 0,
  questionES: '¿Hay guardarropa?',
  questionEN: 'Is there a cloakroom?',
  answerES: 'Sí, en la entrada.',
  answerEN: 'Yes, at the entrance.',
};
const staticPage = {
  __typename: 'AdminStaticPage',
  id: '3',
  slugES: 'aviso-legal',
  slugEN: 'legal-notice',
  isLegal: true,
  titleES: 'Aviso legal',
  titleEN: 'Legal notice',
  contentES: 'Texto legal.',
  contentEN: 'Legal text.',
  updatedAt: '2025-02-01T10:00:00.000Z',
};
const block = (titleES: string, items: { titleES: string; url: string; imageKey?: string }[]) => ({
  __typename: 'AdminMenuBlock',
  titleES,
  titleEN: `${titleES} EN`,
  subtitleES: '',
  subtitleEN: '',
  items: items.map((item) => ({
    __typename: 'AdminMenuItem',
    titleES: item.titleES,
    titleEN: `${item.titleES} EN`,
    url: item.url,
    imageKey: item.imageKey ?? null,
    imageUrl: item.imageKey ? `/api/images/${item.imageKey}/3.webp` : null,
  })),
});
const entry = {
  __typename: 'AdminMenuEntry',
  id: '7',
  site: 'fair',
  position: 1,
  url: '/es/quienes-somos',
  mainTitleES: 'La feria',
  mainTitleEN: 'The fair',
  blockWithImages: block('Actualidad', [{ titleES: 'Abre la feria', url: '/es/post/abre', imageKey: 'upload/abc' }]),
  blockWithText1: block('Visita', [
    { titleES: 'Información', url: '/es/informacion' },
    { titleES: 'Entradas', url: '/es/tickets' },
  ]),
  blockWithText2: null,
};
const sponsor = {
  __typename: 'AdminSponsor',
  id: '5',
  name: 'Banco Azul',
  level: 'main',
  url: 'https://banco.example.com',
  position: 0,
  logo: null,
};
const pressItem = {
  __typename: 'AdminPressItem',
  id: '8',
  kind: 'kit',
  titleES: 'Dosier de prensa',
  titleEN: 'Press kit',
  summaryES: '',
  summaryEN: '',
  publishedOn: '2025-02-01',
  fileKey: 'dosier-2025',
  fileUrl: '/api/files/dosier-2025.pdf',
  image: null,
};

function answer(call: RecordedCall) {
  switch (operationOf(call)) {
    case 'AdminSession':
      return { adminSession: { id: 'u1', email: 'editor@x.es', fullName: 'Editora', role: 'editor' } };
    case 'AdminFaqs':
      return { adminFaqs: { items: [faq], total: 1 } };
    case 'AdminFaq':
      return { adminFaq: faq };
    case 'AdminStaticPages':
      return { adminStaticPages: { items: [staticPage], total: 1 } };
    case 'AdminStaticPage':
      return { adminStaticPage: staticPage };
    case 'AdminMenuEntries':
      return { adminMenuEntries: { items: [entry], total: 1 } };
    case 'AdminMenuEntry':
      return { adminMenuEntry: entry };
    case 'AdminSponsors':
      return { adminSponsors: { items: [sponsor], total: 1 } };
    case 'AdminSponsor':
      return { adminSponsor: sponsor };
    case 'AdminPressItems':
      return { adminPressItems: { items: [pressItem], total: 1 } };
    case 'AdminPressItem':
      return { adminPressItem: pressItem };
    case 'AdminCatalogs':
      return { adminCatalogs: [] };
    default:
      return {};
  }
}

describe('the site content screens', () => {
  it.each([
    ['es', '#/faqs', '¿Hay guardarropa?', 'Feria'],
    ['en', '#/pages', 'Aviso legal', 'Legal'],
    ['es', '#/menu', 'La feria', '3 enlaces'],
    ['en', '#/sponsors', 'Banco Azul', 'Main'],
    ['es', '#/press', 'Dosier de prensa', 'Dosier de prensa'],
  ] as const)('lists in %s at %s, with translated columns', async (lang, hash, text, translated) => {
    const { missing } = await renderApp(hash, lang, answer);
    const row = (await screen.findAllByText(text))[0]!.closest('tr')!;
    expect(within(row).getAllByText(translated).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', ['Pregunta (castellano)', 'Pregunta (inglés)', 'Respuesta (castellano)', 'Respuesta (inglés)', 'Sitio']],
    ['en', ['Question (Spanish)', 'Question (English)', 'Answer (Spanish)', 'Answer (English)', 'Site']],
  ] as const)('edits a question in %s with both languages side by side', async (lang, labels) => {
    const { missing } = await renderApp('#/faqs/1', lang, answer);
    expect(await screen.findByDisplayValue('Is there a cloakroom?')).toBeInTheDocument();
    expect(screen.getByDisplayValue('¿Hay guardarropa?')).toBeInTheDocument();
    for (const label of labels) {
      const escaped = label.replace(/[()]/g, '\\$&');
      expect(screen.getAllByLabelText(new RegExp(`^${escaped}`)).length).toBeGreaterThan(0);
    }
    expect(missing).toEqual([]);
  });

  it('refuses markup in an answer under the field, in the screen’s language, without calling the API', async () => {
    const { calls } = await renderApp('#/faqs/1', 'es', answer);
    const answerField = await screen.findByDisplayValue('Sí, en la entrada.');
    await userEvent.clear(answerField);
    await userEvent.type(answerField, 'Hola <b>negrita');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se admite HTML ni los signos < y >.')).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('UpdateFaq');
  });

  it('edits a menu entry with its blocks, their links and the block with images (en)', async () => {
    const { missing } = await renderApp('#/menu/7', 'en', answer);
    expect(await screen.findByDisplayValue('The fair')).toBeInTheDocument();
    expect(screen.getByText('Block with images')).toBeInTheDocument();
    expect(screen.getByText('First text block')).toBeInTheDocument();
    expect(screen.getByText('Second text block')).toBeInTheDocument();
    expect(screen.getByDisplayValue('/es/informacion')).toBeInTheDocument();
    expect(screen.getByDisplayValue('/es/tickets')).toBeInTheDocument();
    expect(screen.getByAltText('Image 1')).toHaveAttribute('src', '/api/images/upload/abc/3.webp');
    expect(missing).toEqual([]);
  });

  it('refuses a script link of a block under the block, without calling the API (es)', async () => {
    const { calls } = await renderApp('#/menu/7', 'es', answer);
    const link = await screen.findByDisplayValue('/es/tickets');
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'Escribe una dirección con https:// o una ruta del sitio que empiece por / (por ejemplo, /es/noticias).',
      ),
    ).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('UpdateMenuEntry');
  });

  it('edits a sponsor with its level and logo field (es)', async () => {
    const { missing } = await renderApp('#/sponsors/5', 'es', answer);
    expect(await screen.findByDisplayValue('Banco Azul')).toBeInTheDocument();
    expect(screen.getByDisplayValue('https://banco.example.com')).toBeInTheDocument();
    expect(screen.getByText('Logotipo')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('edits the press kit with its PDF, which it links and can remove (en)', async () => {
    const { missing } = await renderApp('#/press/8', 'en', answer);
    const link = await screen.findByRole('link', { name: /Open the PDF/ });
    expect(link).toHaveAttribute('href', '/api/files/dosier-2025.pdf');
    expect(screen.getByRole('button', { name: 'Replace the PDF' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the PDF' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Open the PDF/ })).not.toBeInTheDocument());
    expect(screen.getByText('No document.')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('shows an editor the site content in the menu', async () => {
    await renderApp('#/faqs', 'es', answer);
    for (const name of [
      'Preguntas frecuentes',
      'Páginas y textos legales',
      'Menú principal',
      'Patrocinadores',
      'Prensa',
    ]) {
      expect((await screen.findAllByRole('menuitem', { name: new RegExp(name) })).length).toBeGreaterThan(0);
    }
  });
});
