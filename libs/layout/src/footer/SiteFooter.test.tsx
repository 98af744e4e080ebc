import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer } from '@art/data/testing';
import { SOCIAL_LINKS, TICKETS_SITE_URL, TOUR_360_URL } from '../external-links';
import { LAST_SEEN_STORAGE_KEY, rememberLastSeen } from '../last-seen';
import { ORIGINS, pause, renderInSite, text } from '../test-utils';
import { SiteFooter } from './SiteFooter';

/** The works the fake API knows by id, with their titles and fair pages in each language. */
const SEEN_WORKS: Record<string, { slug: string; es: string; en: string }> = {
  '1': { slug: 'azul', es: 'Azul', en: 'Blue' },
  '2': { slug: 'rojo-vivo', es: 'Rojo vivo', en: 'Bright red' },
  '3': { slug: 'verde', es: 'Verde', en: 'Green' },
};

/** The API's `worksByIds` in a language: the known works asked for, in their order, each on the fair. */
const lastSeenAnswer =
  (lang: 'es' | 'en') =>
  (variables: Record<string, unknown>): FakeAnswer => ({
    data: {
      worksByIds: ((variables['ids'] as string[] | undefined) ?? []).flatMap((id) => {
        const work = SEEN_WORKS[id];
        if (!work) return [];
        const path = lang === 'es' ? `/es/obra/ana/${work.slug}` : `/en/work/ana/${work.slug}`;
        return [{ id, title: work[lang], url: `${ORIGINS.fair}${path}` }];
      }),
    },
  });

async function renderFooter(
  options: {
    lang?: 'es' | 'en';
    site?: 'fair' | 'shop';
    contact?: (v: Record<string, unknown>) => FakeAnswer;
    lastSeen?: (v: Record<string, unknown>) => FakeAnswer;
  } = {},
) {
  const lang = options.lang ?? 'es';
  return renderInSite(<SiteFooter site={options.site ?? 'fair'} lang={lang} origins={ORIGINS} />, {
    lang,
    api: {
      LastSeenWorks: options.lastSeen ?? lastSeenAnswer(lang),
      ...(options.contact ? { Contact: options.contact } : {}),
    },
  });
}

const footer = () => screen.getByRole('contentinfo');
/** The strip of last-seen works in a language, once it shows. */
const findStrip = (lang: 'es' | 'en' = 'es') => screen.findByRole('region', { name: text(lang, 'footer.lastSeen') });
/** Whether the footer shows the strip of last-seen works, or its heading, at all (a Spanish page). */
const hasStrip = () =>
  footer().querySelector('[data-last-seen]') !== null ||
  within(footer()).queryByText(text('es', 'footer.lastSeen')) !== null;
const linkTo = (href: string) =>
  within(footer())
    .getAllByRole('link')
    .find((l) => l.getAttribute('href') === href);

beforeEach(() => window.localStorage.clear());

describe('SiteFooter: links', () => {
  it('links every internal page by its route, galleries of the current edition included', async () => {
    await renderFooter();
    const expected: Array<[string, string]> = [
      ['menu.information', '/es/informacion'],
      ['menu.galleries', '/es/galerias/am25'],
      ['menu.artists', '/es/artistas'],
      ['menu.works', '/es/obras'],
      ['menu.activities', '/es/actividades'],
      ['menu.sponsors', '/es/patrocinadores'],
      ['menu.press', '/es/prensa'],
      ['menu.contact', '/es/contacto'],
      ['menu.otherEditions', '/es/otras-ediciones'],
      ['menu.photoView', '/es/photoview'],
      ['menu.newsletter', '/es/newsletter'],
      ['menu.faq', '/es/faq'],
      ['menu.legalNotice', '/es/aviso-legal'],
      ['menu.cookies', '/es/cookies'],
      ['menu.siteMap', '/es/mapa-web'],
    ];
    for (const [key, href] of expected) {
      const link = within(footer()).getByRole('link', { name: text('es', key) });
      expect({ key, href: link.getAttribute('href') }).toEqual({ key, href });
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('leaves its contact form out under a page that is a form itself, keeping everything else', async () => {
    const first = await renderFooter();
    expect(within(footer()).getByRole('heading', { name: text('es', 'footer.contactTitle') })).toBeInTheDocument();
    expect(footer().querySelector('form')).not.toBeNull();
    first.unmount();
    await renderInSite(<SiteFooter site="fair" lang="es" origins={ORIGINS} contactForm={false} />);
    expect(
      within(footer()).queryByRole('heading', { name: text('es', 'footer.contactTitle') }),
    ).not.toBeInTheDocument();
    expect(footer().querySelector('form')).toBeNull();
    expect(within(footer()).getByRole('link', { name: text('es', 'menu.contact') })).toHaveAttribute(
      'href',
      '/es/contacto',
    );
  });

  it('opens the privacy and terms pages in a new tab', async () => {
    await renderFooter();
    for (const href of ['/es/politica-de-privacidad', '/es/terminos-y-condiciones']) {
      const link = within(footer())
        .getAllByRole('link')
        .find((l) => l.getAttribute('href') === href && l.hasAttribute('data-link'));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links the language-dependent pages in each language', async () => {
    const es = await renderFooter();
    expect(within(footer()).getByRole('link', { name: text('es', 'menu.whoWeAre') })).toHaveAttribute(
      'href',
      '/es/post/quienes-somos',
    );
    expect(within(footer()).getByRole('link', { name: text('es', 'menu.applyAndShow') })).toHaveAttribute(
      'href',
      '/es/como-exponer',
    );
    es.unmount();
    await renderFooter({ lang: 'en' });
    expect(within(footer()).getByRole('link', { name: text('en', 'menu.whoWeAre') })).toHaveAttribute(
      'href',
      '/en/post/who-we-are',
    );
    expect(within(footer()).getByRole('link', { name: text('en', 'menu.applyAndShow') })).toHaveAttribute(
      'href',
      '/en/apply-and-show',
    );
  });

  it('opens the tickets site, the 360 tour and the three social networks in a new tab without opener', async () => {
    await renderFooter();
    const external = [TICKETS_SITE_URL, TOUR_360_URL, ...SOCIAL_LINKS.map((s) => s.url)];
    expect(SOCIAL_LINKS).toHaveLength(3);
    for (const href of external) {
      const link = linkTo(href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      within(footer()).getByRole('link', { name: new RegExp(`^${text('es', 'footer.instagram')}`) }),
    ).toHaveAttribute('href', SOCIAL_LINKS[0].url);
  });

  it('links the fair from the shop by absolute address', async () => {
    await renderFooter({ site: 'shop' });
    expect(within(footer()).getByRole('link', { name: text('es', 'menu.artists') })).toHaveAttribute(
      'href',
      'http://fair.test/es/artistas',
    );
    expect(within(footer()).getByRole('link', { name: text('es', 'menu.faq') })).toHaveAttribute(
      'href',
      '/es/shop/faq',
    );
  });
});

describe('SiteFooter: contact form', () => {
  const field = {
    name: () => screen.getByRole('textbox', { name: text('es', 'footer.name') }),
    email: () => screen.getByRole('textbox', { name: text('es', 'footer.email') }),
    message: () => screen.getByRole('textbox', { name: text('es', 'footer.message') }),
    privacy: () => screen.getByRole('checkbox', { name: text('es', 'footer.privacyAccept') }),
  };
  const send = () => screen.getByRole('button', { name: text('es', 'footer.send') });

  async function expectError(control: HTMLElement, key: string) {
    await waitFor(() => expect(control).toHaveFocus());
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(text('es', key));
    // Only the first failure is shown.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  }

  it('checks in the specification order, showing each message under its field and focusing it', async () => {
    const user = userEvent.setup();
    const contact = jest.fn(() => ({ data: { contact: { ok: true, response: null } } }));
    await renderFooter({ contact });
    await user.click(send());
    await expectError(field.name(), 'requerido');
    await user.type(field.name(), 'Ana');
    await user.click(send());
    await expectError(field.email(), 'requerido');
    await user.type(field.email(), 'ana@');
    await user.click(send());
    await expectError(field.email(), 'formatoEmail');
    await user.clear(field.email());
    await user.type(field.email(), 'ana@example.com');
    await user.click(send());
    await expectError(field.message(), 'requerido');
    await user.type(field.message(), 'Hola');
    await user.click(send());
    await expectError(field.privacy(), 'necesario_aceptar');
    expect(contact).not.toHaveBeenCalled();
  });

  it('refuses markup in the name in words of its own, on every page (the forms texts are not loaded there)', async () => {
    const user = userEvent.setup();
    const contact = jest.fn(() => ({ data: { contact: { ok: true, response: null } } }));
    await renderFooter({ contact });
    await user.type(field.name(), '<b>Ana</b>');
    await user.type(field.email(), 'ana@example.com');
    await user.type(field.message(), 'Hola');
    await user.click(field.privacy());
    await user.click(send());
    await expectError(field.name(), 'footer.errors.nameInvalid');
    expect(field.name()).toHaveAccessibleDescription('El nombre no puede contener los caracteres < ni >.');
    expect(contact).not.toHaveBeenCalled();
  });

  async function fillAndSend(user: ReturnType<typeof userEvent.setup>, message = 'Hola') {
    await user.type(field.name(), '  Ana  ');
    await user.type(field.email(), 'ana@example.com');
    await user.type(field.message(), message);
    await user.click(field.privacy());
    await user.click(send());
  }

  it('sends the message and shows contactoEnviado, clearing the form', async () => {
    const user = userEvent.setup();
    const contact = jest.fn((_: Record<string, unknown>) => ({ data: { contact: { ok: true, response: 'OK' } } }));
    await renderFooter({ contact });
    await fillAndSend(user);
    expect(await screen.findByText(text('es', 'contactoEnviado'))).toBeInTheDocument();
    expect(contact).toHaveBeenCalledWith({ fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola' });
    expect(field.name()).toHaveValue('');
    expect(field.privacy()).not.toBeChecked();
  });

  it('shows the response text when the API answers ok: false', async () => {
    const user = userEvent.setup();
    await renderFooter({
      contact: () => ({ data: { contact: { ok: false, response: 'Demasiados mensajes, inténtalo más tarde.' } } }),
    });
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados mensajes, inténtalo más tarde.');
    expect(screen.queryByText(text('es', 'contactoEnviado'))).not.toBeInTheDocument();
    expect(field.name()).toHaveValue('  Ana  ');
  });

  it('shows a generic error when the call fails', async () => {
    const user = userEvent.setup();
    await renderFooter({ contact: () => ({ errors: [{ message: 'Internal server error' }] }) });
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text('es', 'footer.sendError'));
  });

  it('sends hostile input escaped, with its line breaks as <br>', async () => {
    const user = userEvent.setup();
    const contact = jest.fn((_: Record<string, unknown>) => ({ data: { contact: { ok: true, response: null } } }));
    await renderFooter({ contact });
    await fillAndSend(user, `Hola{Enter}<script>alert("x")</script>{Enter}' OR 1=1;--`);
    await screen.findByText(text('es', 'contactoEnviado'));
    expect(contact.mock.calls[0]?.[0]).toMatchObject({
      message: 'Hola<br>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>&#39; OR 1=1;--',
    });
  });
});

describe('SiteFooter: last-seen works', () => {
  it('shows no last-seen block to a visitor who has seen no work, until they see one (issue 36)', async () => {
    await renderFooter();
    // The strip's part has loaded and read the storage: nothing of it shows, nor a sentence that nothing was seen.
    await act(() => pause(50));
    expect(hasStrip()).toBe(false);
    expect(within(footer()).queryByText(/Aún no has visto|not viewed any/)).not.toBeInTheDocument();
    act(() => rememberLastSeen({ slug: 'azul', id: '1', url: '/es/obra/ana/azul', imageUrl: '/api/images/w/1/2.jpg' }));
    expect(await within(await findStrip()).findByRole('link', { name: 'Azul' })).toHaveAttribute(
      'href',
      '/es/obra/ana/azul',
    );
  });

  it('lists the works seen, newest first, with the titles the API gives, and follows new ones', async () => {
    rememberLastSeen({
      slug: 'azul',
      id: '1',
      url: `${ORIGINS.fair}/es/obra/ana/azul`,
      imageUrl: '/api/images/w/1/2.jpg',
    });
    await renderFooter();
    const strip = await findStrip();
    expect(await within(strip).findByRole('link', { name: 'Azul' })).toHaveAttribute('href', '/es/obra/ana/azul');
    act(() =>
      rememberLastSeen({
        slug: 'rojo-vivo',
        id: '2',
        url: '/es/obra/ana/rojo-vivo',
        imageUrl: '/api/images/w/2/2.jpg',
      }),
    );
    await waitFor(() =>
      expect(
        within(strip)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Rojo vivo', 'Azul']),
    );
    expect(JSON.parse(window.localStorage.getItem(LAST_SEEN_STORAGE_KEY) ?? '{}').items).toHaveLength(2);
  });

  it('shows works seen in English in Spanish on a Spanish page, and in English on an English one (issue 18)', async () => {
    rememberLastSeen({
      slug: 'azul',
      id: '1',
      url: `${ORIGINS.fair}/en/work/ana/azul`,
      imageUrl: '/api/images/w/1/2.jpg',
    });
    const spanish = await renderFooter({ lang: 'es' });
    const strip = await findStrip('es');
    expect(await within(strip).findByRole('link', { name: 'Azul' })).toHaveAttribute('href', '/es/obra/ana/azul');
    expect(within(strip).queryByText('Blue')).not.toBeInTheDocument();
    // The API is asked in the page's language, for what identifies the works only.
    expect(
      spanish.api.calls.flatMap((c) => c.operations).find((o) => o.operationName === 'LastSeenWorks'),
    ).toMatchObject({ variables: { ids: ['1'], catalogPrefix: 'AM25' } });
    spanish.unmount();
    await renderFooter({ lang: 'en' });
    expect(await within(await findStrip('en')).findByRole('link', { name: 'Blue' })).toHaveAttribute(
      'href',
      '/en/work/ana/azul',
    );
  });

  it('without the API, shows each work by its slug, linking its page in the page’s language', async () => {
    rememberLastSeen({ slug: 'rojo-vivo', id: '2', url: `${ORIGINS.fair}/en/work/ana/rojo-vivo`, imageUrl: '/x.jpg' });
    await renderFooter({ lastSeen: () => ({ errors: [{ message: 'down' }] }) });
    const strip = await findStrip();
    expect(await within(strip).findByRole('link', { name: 'rojo vivo' })).toHaveAttribute(
      'href',
      '/es/obra/ana/rojo-vivo',
    );
  });

  it('leaves out a work the API no longer gives, and shows no strip when none is left', async () => {
    rememberLastSeen({ slug: 'retirada', id: '99', url: '/es/obra/ana/retirada', imageUrl: '/x.jpg' });
    const { api } = await renderFooter();
    await waitFor(() =>
      expect(api.calls.flatMap((c) => c.operations).map((o) => o.operationName)).toContain('LastSeenWorks'),
    );
    await act(() => pause(50));
    expect(hasStrip()).toBe(false);
    expect(screen.queryByRole('link', { name: /retirada/ })).not.toBeInTheDocument();
  });
});

describe('SiteFooter: last-seen works on both sites', () => {
  it('shows the same strip on the shop, a fair work linking to the fair and a shop work staying in the shop', async () => {
    rememberLastSeen({
      slug: 'azul',
      id: '1',
      url: `${ORIGINS.fair}/es/obra/ana/azul`,
      imageUrl: '/api/images/w/1/2.jpg',
    });
    rememberLastSeen({
      slug: 'ocre',
      id: '2',
      url: `${ORIGINS.shop}/es/shop/obra/ana/ocre`,
      imageUrl: '/api/images/w/2/2.jpg',
    });
    const { api } = await renderFooter({
      site: 'shop',
      lastSeen: () => ({
        data: {
          worksByIds: [
            { id: '2', title: 'Ocre', url: `${ORIGINS.shop}/es/shop/obra/ana/ocre` },
            { id: '1', title: 'Azul', url: `${ORIGINS.fair}/es/obra/ana/azul` },
          ],
        },
      }),
    });
    const strip = await findStrip();
    const links = await within(strip).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Ocre', '/es/shop/obra/ana/ocre'],
      ['Azul', `${ORIGINS.fair}/es/obra/ana/azul`],
    ]);
    expect(links[0]?.querySelector('img')).toHaveAttribute('src', '/api/images/w/2/2.jpg');
    // The shop asks for its own catalogue, so a work in both links the shop's page.
    expect(api.calls.flatMap((c) => c.operations).find((o) => o.operationName === 'LastSeenWorks')?.variables).toEqual({
      ids: ['2', '1'],
      catalogPrefix: 'MARKET',
    });
  });

  it('names the strip in English on the English pages', async () => {
    rememberLastSeen({ slug: 'azul', id: '1', url: `${ORIGINS.fair}/en/work/ana/azul`, imageUrl: '/x.jpg' });
    await renderFooter({ lang: 'en', site: 'shop' });
    expect(await within(await findStrip('en')).findByRole('link', { name: 'Blue' })).toBeInTheDocument();
  });

  it('clears a list stored by another version and shows no strip', async () => {
    const old = { slug: 'azul', id: '1', url: '/es/obra/ana/azul', imageUrl: '/api/images/w/1/2.jpg' };
    window.localStorage.setItem(LAST_SEEN_STORAGE_KEY, JSON.stringify({ version: '1.0.0', items: [old] }));
    await renderFooter({ site: 'shop' });
    await waitFor(() => expect(window.localStorage.getItem(LAST_SEEN_STORAGE_KEY)).toBeNull());
    expect(hasStrip()).toBe(false);
    expect(screen.queryByRole('link', { name: 'Azul' })).not.toBeInTheDocument();
  });

  it('follows a work seen in another tab', async () => {
    await renderFooter();
    await act(() => pause(50));
    expect(hasStrip()).toBe(false);
    const item = { slug: 'verde', id: '3', url: '/es/obra/ana/verde', imageUrl: '/api/images/w/3/2.jpg' };
    const value = JSON.stringify({ version: '2.0.0', items: [item] });
    // Another tab writes the storage; this one only hears the `storage` event.
    window.localStorage.setItem(LAST_SEEN_STORAGE_KEY, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LAST_SEEN_STORAGE_KEY, newValue: value }));
    });
    expect(await screen.findByRole('link', { name: 'Verde' })).toHaveAttribute('href', '/es/obra/ana/verde');
  });
});
