import { css } from '@emotion/react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import {
  getRoute,
  hrefFrom,
  isServedBy,
  siteProfile,
  type Lang,
  type RouteKey,
  type SiteName,
  type SiteOrigins,
} from '@art/routing';
import { Container, MenuIcon, SearchIcon, VisuallyHidden, colours, mq, space, textStyle, zIndex } from '@art/ui';
import { buildMenu, hasPanel, type MenuEntry } from '../shared/main-menu';
import { mobileMenuLinks, primaryLinks } from '../shared/nav-links';
import { SiteLink } from '../shared/SiteLink';
import { deferred } from '../shared/deferred';
import { compactOnly, iconControl, plainList, quietLink, tabletUp, wideOnly, wordmark } from '../shared/styles';
import { useClickOutside } from '../shared/use-click-outside';
import type { MainMenu, SiteContext } from '../types';
import { ACCOUNT_MENU_ID, AccountControl } from './AccountMenu';
import { BagControl } from './BagLink';
import { CART_DROPDOWN_ID, type HeaderCart } from './header-cart';
import { SEARCH_PANEL_ID } from './search-panel-id';
import { LanguagePicker } from './LanguagePicker';
import { MegaMenu, megaPanelId } from './MegaMenu';
import { MOBILE_MENU_ID } from './mobile-menu-id';

/** Props of {@link SiteHeader}. */
/**
 * The search panel's code, loaded when the visitor first points at, focuses or opens the search toggle: the panel is
 * drawn only once opened, so no page carries it in its first JavaScript.
 */
const loadSearchPanel = () => import('./HeaderSearch');
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));
/** The compact layout's menu panel: rendered closed on the server, its code loads apart from the page's. */
const MobileMenu = deferred(() => import('./MobileMenu').then((module) => module.MobileMenu));

export interface SiteHeaderProps {
  /** The site showing the header: the fair (edition) or the shop (market variant). */
  site: SiteName;
  lang: Lang;
  /** The main menu from `fetchMainMenu` (entries of this site); null when it could not be loaded. */
  menu: MainMenu | null;
  /** The current page's address in each language (from the page head), for the language picker. */
  alternates: { es?: string; en?: string };
  origins: SiteOrigins;
  /** The fair's current edition as the API flags it (see `SiteContext`). */
  currentEdition?: string | null;
  /** Works in the cart (0 until the cart exists); `cart.count` wins when a cart is given. */
  cartCount: number;
  /**
   * The visitor's cart, filled by the site: the badge flashes and (wide layout) the bag's dropdown opens when a work
   * is added. Without it the bag is a link with `cartCount`.
   */
  cart?: HeaderCart;
  loggedIn: boolean;
  /** Logs out (H-10); the account menu shows "log out" only when given. */
  onLogOut?: () => void;
}

/** Which header menu is open: one at a time. */
type OpenMenu =
  | { kind: 'mega'; id: number }
  | { kind: 'search' }
  | { kind: 'account' }
  | { kind: 'cart' }
  | { kind: 'mobile' }
  | null;

const headerStyle = css({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  background: colours.paper,
  borderBottom: `1px solid ${colours.rule}`,
});
const barStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: 64,
  [mq.wide]: { minHeight: 80, gap: space[6] },
});
const brandStyle = css({
  display: 'inline-flex',
  alignItems: 'baseline',
  // Where the bar has no room for both (the shop at 320 px), the market tag goes under the wordmark instead of
  // running under the search button.
  flexWrap: 'wrap',
  columnGap: space[2],
  rowGap: space[1],
  minWidth: 0,
  textDecoration: 'none',
  color: colours.ink,
});
const marketTag = css(textStyle('caption'), { color: colours.accent });
const navStyle = css({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: space[4],
});
const toolsStyle = css({ display: 'flex', alignItems: 'center', gap: space[1], marginLeft: 'auto', flexShrink: 0 });
const flatNav = css(plainList, { display: 'flex', flexWrap: 'wrap', columnGap: space[4], rowGap: space[1] });
const flatLink = css(quietLink, textStyle('small'), { fontWeight: 500, whiteSpace: 'nowrap' });
const siteSwitch = css(quietLink, textStyle('caption'), { whiteSpace: 'nowrap', paddingInline: space[2] });

function focusWithin(root: HTMLElement | null, selector: string) {
  root?.querySelector<HTMLElement>(selector)?.focus();
}

/**
 * The header of both sites (§2 Layout): the wordmark, the main menu with its mega-menu panels (wide layout, above
 * 1320 px) or the menu button opening the mobile menu (compact layout), the search toggle, the language picker,
 * the account icon and the bag with its count. Wide or compact is decided by CSS alone, so the server's HTML is right
 * at every width; every menu entry is a real link and the toggles only add to them. Clicking outside, Escape and a
 * route change close the open menu.
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { t } = useTranslation();
  const { site, lang, origins, currentEdition } = props;
  const ctx: SiteContext = useMemo(
    () => ({ site, lang, origins, currentEdition }),
    [site, lang, origins, currentEdition],
  );
  const profile = siteProfile(site);
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<OpenMenu>(null);

  const menuEntries: MenuEntry[] = useMemo(
    () => buildMenu(props.menu, lang, site, origins),
    [props.menu, lang, site, origins],
  );
  const mobileLinks = useMemo(() => mobileMenuLinks(ctx), [ctx]);
  // The shop leads with its own sections; the fair's come from the menu data, or these when it is missing.
  const flatLinks = useMemo(
    () => (profile.sells || menuEntries.length === 0 ? primaryLinks(ctx) : []),
    [profile, menuEntries, ctx],
  );
  // A menu entry leading where a section link already does is not repeated (unless it opens a panel).
  const entries = useMemo(
    () => menuEntries.filter((entry) => hasPanel(entry) || !flatLinks.some((link) => link.href === entry.href)),
    [menuEntries, flatLinks],
  );

  const toggleOf = (menu: NonNullable<OpenMenu>): string => {
    switch (menu.kind) {
      case 'mega':
        return `[aria-controls="${megaPanelId(menu.id)}"]`;
      case 'search':
        return `[aria-controls="${SEARCH_PANEL_ID}"]`;
      case 'account':
        return `[aria-controls="${ACCOUNT_MENU_ID}"]`;
      case 'cart':
        return `[aria-controls="${CART_DROPDOWN_ID}"]`;
      default:
        return `[aria-controls="${MOBILE_MENU_ID}"]`;
    }
  };
  const close = (returnFocus: boolean) => {
    const current = open;
    setOpen(null);
    if (returnFocus && current) focusWithin(headerRef.current, toggleOf(current));
  };
  const toggle = (menu: NonNullable<OpenMenu>) =>
    setOpen((current) =>
      current &&
      current.kind === menu.kind &&
      (current.kind !== 'mega' || (menu.kind === 'mega' && current.id === menu.id))
        ? null
        : menu,
    );

  useClickOutside([headerRef], open !== null && open.kind !== 'mobile', () => setOpen(null));
  useEffect(() => setOpen(null), [location.pathname]);

  // A work added opens the bag's dropdown by itself (§2; shown in the wide layout only), without taking the focus.
  const lastAdded = props.cart?.lastAdded ?? 0;
  const seenAdded = useRef(lastAdded);
  useEffect(() => {
    if (lastAdded > seenAdded.current) setOpen({ kind: 'cart' });
    seenAdded.current = lastAdded;
  }, [lastAdded]);
  // Opened by itself, the dropdown may be open while the focus is elsewhere on the page: Escape there closes it too.
  const cartOpen = open?.kind === 'cart';
  useEffect(() => {
    if (!cartOpen) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !(event.target instanceof Node && headerRef.current?.contains(event.target)))
        setOpen(null);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [cartOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const homeHref = hrefFrom(site, profile.keys.home, {}, lang, origins);
  const brand = t('header.wordmark');
  // Without JavaScript the search toggle is a link to the search results page, whose form works without it.
  const searchFallback = hrefFrom(site, profile.keys.search, {}, lang, origins);
  const sameSite = (key: RouteKey) => isServedBy(getRoute(key), site);

  return (
    <header ref={headerRef} css={headerStyle} onKeyDown={onKeyDown} data-site={site}>
      <VisuallyHidden as="a" href="#content" focusable>
        {t('header.skipToContent')}
      </VisuallyHidden>
      <Container>
        <div css={barStyle}>
          <SiteLink href={homeHref} internal css={brandStyle}>
            <span css={wordmark}>{brand}</span>
            {profile.sells && <span css={marketTag}>{t('header.wordmarkShop')}</span>}
            <VisuallyHidden>{`, ${t('header.home')}`}</VisuallyHidden>
          </SiteLink>

          <nav aria-label={t('header.mainNav')} css={[wideOnly, navStyle]}>
            {flatLinks.length > 0 && (
              <ul css={flatNav}>
                {flatLinks.map((link) => (
                  <li key={link.id}>
                    <SiteLink href={link.href} internal={link.internal} css={flatLink}>
                      {t(link.labelKey)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
            {entries.length > 0 && (
              <MegaMenu
                entries={entries}
                openId={open?.kind === 'mega' ? open.id : null}
                onToggle={(id) => toggle({ kind: 'mega', id })}
                currentPath={location.pathname}
              />
            )}
          </nav>

          <div css={toolsStyle}>
            {profile.sells && (
              <SiteLink
                href={hrefFrom(site, 'home', {}, lang, origins)}
                internal={sameSite('home')}
                css={[siteSwitch, wideOnly]}
              >
                {t('menu.backToFair')}
              </SiteLink>
            )}
            <SearchToggle
              open={open?.kind === 'search'}
              onToggle={() => toggle({ kind: 'search' })}
              fallbackHref={searchFallback}
            />
            <LanguagePicker lang={lang} site={site} alternates={props.alternates} css={tabletUp} />
            <span css={tabletUp}>
              <AccountControl
                ctx={ctx}
                loggedIn={props.loggedIn}
                open={open?.kind === 'account'}
                onToggle={() => toggle({ kind: 'account' })}
                onLogOut={props.onLogOut}
              />
            </span>
            <BagControl
              ctx={ctx}
              count={props.cartCount}
              cart={props.cart}
              open={cartOpen}
              onToggle={() => toggle({ kind: 'cart' })}
            />
            <span css={compactOnly}>
              <MenuToggle open={open?.kind === 'mobile'} onToggle={() => toggle({ kind: 'mobile' })} />
            </span>
          </div>
        </div>
      </Container>

      {open?.kind === 'search' && (
        <Suspense fallback={null}>
          <SearchPanel ctx={ctx} onClose={close} />
        </Suspense>
      )}

      <MobileMenu
        links={mobileLinks}
        open={open?.kind === 'mobile'}
        onClose={close}
        homeHref={homeHref}
        homeInternal={sameSite(profile.keys.home)}
        brand={brand}
        footer={
          <>
            <LanguagePicker lang={lang} site={site} alternates={props.alternates} variant="long" />
            <SiteLink
              href={hrefFrom(site, props.loggedIn ? 'my-account' : 'login', {}, lang, origins)}
              internal={isServedBy(getRoute(props.loggedIn ? 'my-account' : 'login'), site)}
              css={[quietLink, textStyle('small')]}
            >
              {props.loggedIn ? t('account.title') : t('account.logIn')}
            </SiteLink>
          </>
        }
      />
    </header>
  );
}

/**
 * The search toggle: a link to the search results page (whose form works without scripts) until the page runs, then
 * a button opening the header's search panel. It asks whether the page runs itself, so that only it renders again.
 */
function SearchToggle({ open, onToggle, fallbackHref }: { open: boolean; onToggle: () => void; fallbackHref: string }) {
  const { t } = useTranslation();
  if (!useHydrated()) {
    return (
      <SiteLink href={fallbackHref} internal css={iconControl} data-search-toggle="">
        <SearchIcon />
        <VisuallyHidden>{t('header.search')}</VisuallyHidden>
      </SiteLink>
    );
  }
  return (
    <button
      type="button"
      css={iconControl}
      aria-expanded={open}
      aria-controls={SEARCH_PANEL_ID}
      onClick={onToggle}
      onPointerEnter={() => void loadSearchPanel()}
      onFocus={() => void loadSearchPanel()}
      data-search-toggle=""
    >
      <SearchIcon />
      <VisuallyHidden>{open ? t('header.closeSearch') : t('header.search')}</VisuallyHidden>
    </button>
  );
}

/** The compact layout's menu button: a link to the menu panel (`#site-menu`) until the page runs, then a toggle. */
function MenuToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  if (!useHydrated()) {
    return (
      <a href={`#${MOBILE_MENU_ID}`} css={iconControl}>
        <MenuIcon />
        <VisuallyHidden>{t('menu.openMenu')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <button type="button" css={iconControl} aria-expanded={open} aria-controls={MOBILE_MENU_ID} onClick={onToggle}>
      <MenuIcon />
      <VisuallyHidden>{t('menu.openMenu')}</VisuallyHidden>
    </button>
  );
}
