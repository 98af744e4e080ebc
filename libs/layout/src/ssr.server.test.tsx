/** @jest-environment node */
/**
 * The layout as the sites' servers render it: no `window`, every menu a real link, toggles only as links, nothing
 * read from the browser.
 */
import type { MainMenuEntry } from '@art/data';
import {
  Analytics,
  CookieBanner,
  GoToTop,
  LastSeenStrip,
  PrivacyDisclaimer,
  ScrollToTopOnLoginPages,
  SiteFooter,
  SiteHeader,
} from './index';
import { ORIGINS, serverHtml, siteTree, text } from './test-utils';

const MENU: MainMenuEntry[] = [
  {
    id: 1,
    position: 1,
    url: '/es/obras',
    mainTitle: 'Obras',
    mainTitleES: 'Obras',
    mainTitleEN: 'Works',
    blockWithImages: null,
    blockWithText1: {
      titleES: 'Disciplinas',
      titleEN: 'Disciplines',
      subtitleES: '',
      subtitleEN: '',
      items: [{ titleES: 'Pintura', titleEN: 'Painting', url: '/es/obras/pintura', order: 1, image: null }],
    },
    blockWithText2: null,
  },
];

function html(ui: React.ReactElement, lang: 'es' | 'en' = 'es', path = '/es/obras'): Promise<string> {
  return serverHtml(siteTree(ui, { lang, path }).tree);
}

/** The opening tag of the element carrying `attribute`. */
const tagWith = (markup: string, attribute: string) =>
  new RegExp(`<[a-z]+[^>]*\\s${attribute}[^>]*>`).exec(markup)?.[0] ?? '';

const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('server rendering', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the header with real links and no toggles', async () => {
    const markup = await html(
      <SiteHeader
        site="fair"
        lang="es"
        menu={MENU}
        alternates={{ es: '/es/obras', en: '/en/works' }}
        origins={ORIGINS}
        cartCount={2}
        loggedIn={false}
      />,
    );
    const links = hrefs(markup);
    expect(links).toEqual(
      expect.arrayContaining([
        '#content',
        '/',
        '/es/obras',
        '/en/works',
        '/es/acceso',
        'http://shop.test/es/shop/cesta/1',
        '#site-menu',
      ]),
    );
    // The search toggle is a link to the search results page; the mobile menu opens as the target of #site-menu.
    const searchToggle = tagWith(markup, 'data-search-toggle');
    expect(searchToggle).toMatch(/^<a /);
    expect(searchToggle).toContain('href="/es/buscar"');
    expect(markup).toContain('id="site-menu"');
    expect(markup).not.toContain('aria-expanded');
    // Without scripts the mobile dropdowns stay open: their sub-links are reachable.
    expect(links).toEqual(
      expect.arrayContaining(['/es/obras/pintura', '/es/patrocinadores/colabora', '/es/prensa/contacto']),
    );
    expect(markup).not.toMatch(/<ul[^>]*id="site-menu-[^"]*"[^>]*hidden/);
  });

  it('renders the footer links and form, and leaves the last-seen works to the browser', async () => {
    const markup = await html(<SiteFooter site="fair" lang="en" origins={ORIGINS} />, 'en', '/en/works');
    expect(hrefs(markup)).toEqual(
      expect.arrayContaining(['/en/galleries/am25', '/en/post/who-we-are', '/en/apply-and-show', '/en/privacy-policy']),
    );
    const form = tagWith(markup, 'data-footer-contact');
    expect(form).toMatch(/^<form /);
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/contact"');
    // The server cannot see what the visitor has seen: no strip, no heading, no sentence that nothing was.
    expect(markup).not.toContain(text('en', 'footer.lastSeen'));
    expect(markup).not.toContain('data-last-seen');
  });

  it('renders the cookie banner only when the server knows it is needed', async () => {
    const needed = await html(<CookieBanner lang="es" answered={false} />);
    expect(needed).toContain(text('es', 'cookieBanner.accept'));
    expect(needed).toContain(text('es', 'cookieBanner.reject'));
    expect(await html(<CookieBanner lang="es" />)).not.toContain(text('es', 'cookieBanner.accept'));
    expect(await html(<CookieBanner lang="es" answered />)).not.toContain(text('es', 'cookieBanner.accept'));
  });

  it('renders nothing for the browser-only pieces', async () => {
    const markup = await html(
      <>
        <GoToTop />
        <Analytics gaId="G-TEST1234" />
        <ScrollToTopOnLoginPages />
      </>,
    );
    expect(markup).not.toContain('<button');
    expect(markup).not.toContain('<script');
  });

  it('renders the privacy disclaimer text, and no last-seen strip (the browser knows what was seen)', async () => {
    expect(await html(<PrivacyDisclaimer context="registry" />)).toContain(text('es', 'privacy.registry'));
    expect(await html(<LastSeenStrip site="shop" lang="es" origins={ORIGINS} />)).not.toContain(
      text('es', 'footer.lastSeen'),
    );
  });
});
