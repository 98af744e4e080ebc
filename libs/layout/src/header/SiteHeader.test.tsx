import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MainMenuEntry } from '@art/data';
import { ORIGINS, allByRoleAtAnyWidth, getByRoleAtAnyWidth, renderInSite, text } from '../test-utils';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const MENU: MainMenuEntry[] = [
  {
    id: 2,
    position: 2,
    url: '/es/obras',
    mainTitle: 'Obras',
    mainTitleES: 'Obras',
    mainTitleEN: 'Works',
    blockWithImages: {
      titleES: 'Selección',
      titleEN: 'Selection',
      subtitleES: 'Obras destacadas',
      subtitleEN: 'Highlighted works',
      items: [
        {
          titleES: 'Segunda',
          titleEN: 'Second',
          url: '/es/post/segunda',
          order: 2,
          image: { url: '/api/images/post/2/3.webp' },
        },
        {
          titleES: 'Primera',
          titleEN: 'First',
          url: '/es/post/primera',
          order: 1,
          image: { url: '/api/images/post/1/3.webp' },
        },
      ],
    },
    blockWithText1: {
      titleES: 'Disciplinas',
      titleEN: 'Disciplines',
      subtitleES: 'Por técnica',
      subtitleEN: 'By medium',
      items: [{ titleES: 'Pintura', titleEN: 'Painting', url: '/es/obras/pintura', order: 1, image: null }],
    },
    blockWithText2: {
      titleES: 'Descubre',
      titleEN: 'Discover',
      subtitleES: '',
      subtitleEN: '',
      items: [{ titleES: 'Artistas', titleEN: 'Artists', url: '/es/artistas', order: 1, image: null }],
    },
  },
  {
    id: 1,
    position: 1,
    url: '/es/quienes-somos',
    mainTitle: 'La feria',
    mainTitleES: 'La feria',
    mainTitleEN: 'The fair',
    blockWithImages: null,
    blockWithText1: null,
    blockWithText2: null,
  },
  {
    id: 3,
    position: 3,
    url: '/es/blog',
    mainTitle: 'Blog',
    mainTitleES: 'Blog',
    mainTitleEN: 'Blog',
    blockWithImages: null,
    blockWithText1: null,
    blockWithText2: null,
  },
];

function props(overrides: Partial<SiteHeaderProps> = {}): SiteHeaderProps {
  return {
    site: 'fair',
    lang: 'es',
    menu: MENU,
    alternates: { es: '/es/obras', en: '/en/works' },
    origins: ORIGINS,
    cartCount: 0,
    loggedIn: false,
    ...overrides,
  };
}

// jsdom has no viewport: what CSS shows only in the wide layout or from tablets up is looked up "at any width".
const mainNav = (lang: 'es' | 'en' = 'es') => getByRoleAtAnyWidth('navigation', text(lang, 'header.mainNav'));
const megaToggle = (label: string) => getByRoleAtAnyWidth('button', text('es', 'header.submenu', { label }), mainNav());

describe('SiteHeader: main menu', () => {
  it('shows the entries by position with Spanish labels, each a real link', async () => {
    await renderInSite(<SiteHeader {...props()} />, { path: '/es/obras' });
    const links = allByRoleAtAnyWidth('link', mainNav());
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['La feria', '/es/quienes-somos'],
      ['Obras', '/es/obras'],
      ['Blog', '/es/blog'],
    ]);
    expect(getByRoleAtAnyWidth('link', 'Obras', mainNav())).toHaveAttribute('aria-current', 'page');
  });

  it('labels the entries in English and links the English pages', async () => {
    await renderInSite(<SiteHeader {...props({ lang: 'en' })} />, { lang: 'en', path: '/en/works' });
    const links = allByRoleAtAnyWidth('link', mainNav('en'));
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['The fair', '/en/who-we-are'],
      ['Works', '/en/works'],
      ['Blog', '/en/blog'],
    ]);
  });

  it('opens a mega-menu with its three blocks, items by order, and closes it with its toggle', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props()} />);
    const toggle = megaToggle('Obras');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Primera' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toHaveAttribute('hidden');
    expect(within(panel).getByText('Selección')).toBeInTheDocument();
    expect(within(panel).getByText('Disciplinas')).toBeInTheDocument();
    expect(within(panel).getByText('Descubre')).toBeInTheDocument();
    const images = panel.querySelector('[data-block="images"]') as HTMLElement;
    expect(allByRoleAtAnyWidth('link', images).map((l) => l.textContent)).toEqual(['Primera', 'Segunda']);
    expect(images.querySelector('img')).toHaveAttribute('src', '/api/images/post/1/3.webp');
    expect(getByRoleAtAnyWidth('link', 'Pintura', panel)).toHaveAttribute('href', '/es/obras/pintura');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('hidden');
  });

  it('gives no toggle to an entry without blocks', async () => {
    await renderInSite(<SiteHeader {...props()} />);
    expect(() => megaToggle('Blog')).toThrow('found 0');
    expect(megaToggle('Obras')).toBeInTheDocument();
  });

  it('closes the open menu on a click outside the header, but not on the click that opened it', async () => {
    const user = userEvent.setup();
    // The 200 ms guard is measured with Date.now(): the clock is set by hand so a slow machine cannot change the outcome.
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    await renderInSite(
      <>
        <SiteHeader {...props()} />
        <p>Fuera</p>
      </>,
    );
    const toggle = megaToggle('Obras');
    await user.click(toggle);
    now += 150;
    await user.click(screen.getByText('Fuera'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    now += 100;
    await user.click(screen.getByText('Fuera'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    clock.mockRestore();
  });

  it('closes the open menu with Escape and gives the focus back to its toggle', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props()} />);
    const toggle = megaToggle('Obras');
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('still links the fair sections when the menu could not be loaded', async () => {
    await renderInSite(<SiteHeader {...props({ menu: null })} />);
    const links = allByRoleAtAnyWidth('link', mainNav());
    expect(links.map((l) => l.getAttribute('href'))).toContain('/es/galerias/am25');
    expect(links.map((l) => l.getAttribute('href'))).toContain('/es/obras');
  });

  it('leads the shop header with the shop sections and a way back to the fair', async () => {
    await renderInSite(
      <SiteHeader {...props({ site: 'shop', menu: [], alternates: { es: '/es/shop', en: '/en/shop' } })} />,
      { path: '/es/shop' },
    );
    const links = allByRoleAtAnyWidth('link', mainNav());
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/es/shop/obras',
      '/es/shop/artistas',
      '/es/shop/exposiciones',
      '/es/shop/galerias',
      'http://fair.test/es/blog',
    ]);
    expect(
      getByRoleAtAnyWidth(
        'link',
        text('es', 'menu.backToFair'),
        screen.getByRole('banner').querySelector('div') as HTMLElement,
      ),
    ).toHaveAttribute('href', 'http://fair.test/');
  });
});

describe('SiteHeader: language, account and bag', () => {
  it('links the same page in the other language', async () => {
    await renderInSite(<SiteHeader {...props()} />, { path: '/es/obras' });
    const pickers = allByRoleAtAnyWidth('link').filter((el) => el.hasAttribute('data-language-picker'));
    expect(pickers.map((p) => p.getAttribute('aria-label') ?? p.textContent)).toEqual(['EN English', 'English']);
    for (const picker of pickers) {
      expect(picker).toHaveAttribute('href', '/en/works');
      expect(picker).toHaveAttribute('hreflang', 'en');
    }
  });

  it("keeps the page's query string, with the login page's return address in the other language", async () => {
    const first = await renderInSite(<SiteHeader {...props({ alternates: { es: '/es/blog', en: '/en/blog' } })} />, {
      path: '/es/blog?q=arte&category=obras',
    });
    const pickers = () => allByRoleAtAnyWidth('link').filter((el) => el.hasAttribute('data-language-picker'));
    expect(pickers().map((p) => p.getAttribute('href'))).toEqual([
      '/en/blog?q=arte&category=obras',
      '/en/blog?q=arte&category=obras',
    ]);
    first.unmount();
    await renderInSite(<SiteHeader {...props({ lang: 'en', alternates: { es: '/es/acceso', en: '/en/login' } })} />, {
      lang: 'en',
      path: '/en/login?returnUrl=%2Fen%2Fshop%2Fmy-account',
    });
    expect(pickers()[0]).toHaveAttribute('href', '/es/acceso?returnUrl=%2Fes%2Fshop%2Fmi-cuenta');
  });

  it('links the other language home when the page has no counterpart', async () => {
    const first = await renderInSite(
      <SiteHeader {...props({ lang: 'en', alternates: { en: '/en/obra-noprice' } })} />,
      {
        lang: 'en',
        path: '/en/obra-noprice',
      },
    );
    expect(allByRoleAtAnyWidth('link').find((el) => el.hasAttribute('data-language-picker'))).toHaveAttribute(
      'href',
      '/',
    );
    first.unmount();
    await renderInSite(<SiteHeader {...props({ site: 'shop', alternates: {} })} />, { path: '/es/shop' });
    expect(allByRoleAtAnyWidth('link').find((el) => el.hasAttribute('data-language-picker'))).toHaveAttribute(
      'href',
      '/en/shop',
    );
  });

  it('refuses an alternate that is not a path of this site', async () => {
    await renderInSite(<SiteHeader {...props({ alternates: { en: 'https://evil.example/' } })} />);
    expect(allByRoleAtAnyWidth('link').find((el) => el.hasAttribute('data-language-picker'))).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it('sends a logged-out visitor to the login page and a logged-in one to the account page', async () => {
    const { unmount } = await renderInSite(<SiteHeader {...props()} />);
    expect(document.querySelector('[data-account="login"]')).toHaveAttribute('href', '/es/acceso');
    unmount();
    await renderInSite(<SiteHeader {...props({ loggedIn: true })} />);
    expect(document.querySelector('[data-account="page"]')).toHaveAttribute(
      'href',
      'http://shop.test/es/shop/mi-cuenta',
    );
  });

  it('opens the account menu with its entries in order (wide layout)', async () => {
    const user = userEvent.setup();
    const onLogOut = jest.fn();
    await renderInSite(<SiteHeader {...props({ site: 'shop', loggedIn: true, onLogOut })} />, { path: '/es/shop' });
    const button = document.querySelector('[data-account="menu"]') as HTMLElement;
    await user.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(allByRoleAtAnyWidth('link', menu).map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [text('es', 'account.artists'), '/es/shop/mis-artistas'],
      [text('es', 'account.collections'), '/es/shop/mis-colecciones'],
      [text('es', 'account.works'), '/es/shop/mis-obras'],
      [text('es', 'account.profile'), '/es/shop/mi-perfil'],
      [text('es', 'account.billing'), '/es/shop/facturacion'],
    ]);
    await user.click(getByRoleAtAnyWidth('button', text('es', 'account.logOut'), menu));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('links the bag to the cart page and shows the count', async () => {
    await renderInSite(<SiteHeader {...props({ cartCount: 3 })} />);
    const bag = screen.getByRole('link', {
      name: `${text('es', 'header.cart')} (${text('es', 'header.cartCount', { count: 3 })})`,
    });
    expect(bag).toHaveAttribute('href', 'http://shop.test/es/shop/cesta/1');
    expect(within(bag).getByText('3')).toBeInTheDocument();
  });

  it('shows no badge for an empty, negative or broken count', async () => {
    for (const cartCount of [0, -2, Number.NaN]) {
      const { unmount } = await renderInSite(<SiteHeader {...props({ cartCount })} />);
      const bag = screen.getByRole('link', { name: text('es', 'header.cart') });
      expect(bag.querySelector('[data-flash]')).toBeNull();
      unmount();
    }
  });
});

describe('SiteHeader: mobile menu', () => {
  async function openMobile(user: ReturnType<typeof userEvent.setup>) {
    const button = screen.getByRole('button', { name: text('es', 'menu.openMenu') });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    return screen.getByRole('dialog', { name: text('es', 'menu.title') });
  }

  it('opens the fair menu with its entries in the specification order', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props()} />);
    const dialog = await openMobile(user);
    const entries = Array.from(dialog.querySelectorAll('[data-entry]')).map((el) => el.getAttribute('data-entry'));
    expect(entries).toEqual([
      'galleries',
      'artists',
      'works',
      'visitor-info',
      'activities',
      'sponsors',
      'press',
      'newsletter',
      'tour-360',
      'shows',
      'blog',
    ]);
    expect(within(dialog).getByRole('link', { name: text('es', 'menu.galleries') })).toHaveAttribute(
      'href',
      '/es/galerias/am25',
    );
    const tour = within(dialog).getByRole('link', { name: new RegExp(text('es', 'menu.tour360')) });
    expect(tour).toHaveAttribute('target', '_blank');
    expect(tour).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('opens the shop menu with its entries in the specification order', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props({ site: 'shop' })} />, { path: '/es/shop' });
    const dialog = await openMobile(user);
    const entries = Array.from(dialog.querySelectorAll('[data-entry]')).map((el) => el.getAttribute('data-entry'));
    expect(entries).toEqual([
      'shop-works',
      'shop-artists',
      'shows',
      'shop-galleries',
      'blog',
      'newsletter',
      'tour-360',
      'back-to-fair',
    ]);
    expect(within(dialog).getByRole('link', { name: text('es', 'menu.backToFair') })).toHaveAttribute(
      'href',
      'http://fair.test/',
    );
  });

  it('toggles a dropdown open and closed', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props()} />);
    const dialog = await openMobile(user);
    const toggle = within(dialog).getByRole('button', {
      name: text('es', 'header.submenu', { label: text('es', 'menu.works') }),
    });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list).getByRole('link', { name: text('es', 'disciplines.painting') })).toHaveAttribute(
      'href',
      '/es/obras/pintura',
    );
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('closes with Escape and returns the focus to the menu button', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props()} />);
    const dialog = await openMobile(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: text('es', 'menu.openMenu') })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props()} />);
    const dialog = await openMobile(user);
    await user.click(within(dialog).getByRole('link', { name: text('es', 'menu.artists') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/artistas');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
