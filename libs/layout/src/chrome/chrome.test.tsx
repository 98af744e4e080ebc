import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { ORIGINS, pause, renderInSite, text } from '../test-utils';
import { Analytics } from './Analytics';
import { GTAG_SCRIPT_ID, isAnalyticsId } from './gtag';
import {
  ACCEPT_COOKIES_KEY,
  acceptCookies,
  hasCookieAnswer,
  hasCookieConsent,
  rejectCookies,
  withdrawCookieConsent,
} from './cookie-consent';
import { CookieBanner } from './CookieBanner';
import { GoToTop } from './GoToTop';
import { PRIVACY_CONTEXTS, PrivacyDisclaimer } from './PrivacyDisclaimer';
import { ScrollToTopOnLoginPages } from './ScrollToTopOnLoginPages';

function clearConsent() {
  document.cookie = `${ACCEPT_COOKIES_KEY}=; Max-Age=0; Path=/`;
  window.localStorage.clear();
}

function clearAnalytics() {
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: unknown };
  delete w.dataLayer;
  delete w.gtag;
}

beforeEach(async () => {
  clearConsent();
  clearAnalytics();
});

describe('CookieBanner', () => {
  it('shows until accepted, then stores the acceptance and stays hidden', async () => {
    const user = userEvent.setup();
    const first = await renderInSite(<CookieBanner lang="es" site="fair" origins={ORIGINS} />);
    const banner = await screen.findByRole('region', { name: text('es', 'cookieBanner.label') });
    expect(banner).toHaveTextContent(text('es', 'cookieBanner.text'));
    expect(screen.getByRole('link', { name: text('es', 'cookieBanner.moreInfo') })).toHaveAttribute(
      'href',
      '/es/cookies',
    );
    await user.click(screen.getByRole('button', { name: text('es', 'cookieBanner.accept') }));
    expect(screen.queryByRole('region', { name: text('es', 'cookieBanner.label') })).not.toBeInTheDocument();
    expect(hasCookieConsent(document.cookie)).toBe(true);
    expect(window.localStorage.getItem(ACCEPT_COOKIES_KEY)).toBe('1');
    first.unmount();
    await renderInSite(<CookieBanner lang="es" />);
    await act(() => pause(10));
    expect(screen.queryByRole('region', { name: text('es', 'cookieBanner.label') })).not.toBeInTheDocument();
  });

  it('offers rejecting beside accepting; a rejection is stored like an acceptance, without consent, and stays hidden', async () => {
    const user = userEvent.setup();
    const first = await renderInSite(<CookieBanner lang="en" site="fair" origins={ORIGINS} />, { lang: 'en' });
    await screen.findByRole('region', { name: text('en', 'cookieBanner.label') });
    const reject = screen.getByRole('button', { name: text('en', 'cookieBanner.reject') });
    // The same look as accepting: neither answer is the easy one.
    expect(reject.className).toBe(screen.getByRole('button', { name: text('en', 'cookieBanner.accept') }).className);
    await user.click(reject);
    expect(screen.queryByRole('region', { name: text('en', 'cookieBanner.label') })).not.toBeInTheDocument();
    expect(hasCookieConsent(document.cookie)).toBe(false);
    expect(hasCookieAnswer(document.cookie)).toBe(true);
    expect(window.localStorage.getItem(ACCEPT_COOKIES_KEY)).toBe('0');
    first.unmount();
    const again = await renderInSite(<CookieBanner lang="en" answered={false} />, { lang: 'en' });
    await act(() => pause(10));
    expect(screen.queryByRole('region', { name: text('en', 'cookieBanner.label') })).not.toBeInTheDocument();
    again.unmount();
    // Withdrawn on the cookies page: the banner asks again.
    withdrawCookieConsent();
    await renderInSite(<CookieBanner lang="en" />, { lang: 'en' });
    expect(await screen.findByRole('region', { name: text('en', 'cookieBanner.label') })).toBeInTheDocument();
  });

  it('takes the focus on its first showing, so the keyboard reaches it at once, and gives it to the content once answered (issue 36)', async () => {
    const user = userEvent.setup();
    await renderInSite(
      <>
        <a href="/es">Inicio</a>
        <main id="content" tabIndex={-1}>
          <a href="/es/obras">Obras</a>
        </main>
        <CookieBanner lang="es" site="fair" origins={ORIGINS} answered={false} />
      </>,
    );
    const banner = screen.getByRole('region', { name: text('es', 'cookieBanner.label') });
    await waitFor(() => expect(banner).toHaveFocus());
    // The next stops are the banner's own: its link, then both answers.
    await user.tab();
    expect(screen.getByRole('link', { name: text('es', 'cookieBanner.moreInfo') })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: text('es', 'cookieBanner.reject') })).toHaveFocus();
    await user.tab();
    const accept = screen.getByRole('button', { name: text('es', 'cookieBanner.accept') });
    expect(accept).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: text('es', 'cookieBanner.label') })).not.toBeInTheDocument();
    // Not lost past the end of the page: on the content, whose first link is the next stop.
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Obras' })).toHaveFocus();
  });

  it('leaves the focus where the page put it, and takes it when it shows only after mounting', async () => {
    const first = await renderInSite(
      <>
        <input aria-label="Buscar" autoFocus />
        <CookieBanner lang="es" answered={false} />
      </>,
    );
    await screen.findByRole('region', { name: text('es', 'cookieBanner.label') });
    await act(() => pause(10));
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveFocus();
    first.unmount();
    // The server did not know whether it was needed: it shows after mounting, and takes the focus then.
    await renderInSite(<CookieBanner lang="es" />);
    const banner = await screen.findByRole('region', { name: text('es', 'cookieBanner.label') });
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('stays hidden when the server already knew of the acceptance, and for a visitor who accepted on another page', async () => {
    window.localStorage.setItem(ACCEPT_COOKIES_KEY, '1');
    await renderInSite(<CookieBanner lang="en" answered={false} />, { lang: 'en' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: text('en', 'cookieBanner.label') })).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['acceptCookies=1', true],
    ['a=b; acceptCookies=1; c=d', true],
    ['acceptCookies=0', false],
    ['xacceptCookies=1', false],
    ['acceptCookies=1<script>', false],
    ['', false],
  ])('reads the cookie header %j as %s', (header, expected) => {
    expect(hasCookieConsent(header)).toBe(expected);
  });
  it('reads a missing header as no consent', async () => {
    expect(hasCookieConsent(null)).toBe(false);
    expect(hasCookieConsent(undefined)).toBe(false);
  });
  it.each([
    ['acceptCookies=1', true],
    ['a=b; acceptCookies=0', true],
    ['acceptCookies=2', false],
    ['acceptCookies=', false],
    [null, false],
  ])('reads the header %j as answered: %s', (header, expected) => {
    expect(hasCookieAnswer(header)).toBe(expected);
  });
});

describe('GoToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(async () => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  function scroll(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  }

  it('appears only after scrolling more than 600 px and takes the page back to the top', async () => {
    const user = userEvent.setup();
    await renderInSite(<GoToTop />);
    const button = () => screen.queryByRole('button', { name: text('es', 'actions.goToTop') });
    scroll(600);
    await act(() => pause(100));
    expect(button()).not.toBeInTheDocument();
    scroll(601);
    await waitFor(() => expect(button()).toBeInTheDocument());
    await user.click(button() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scroll(10);
    await waitFor(() => expect(button()).not.toBeInTheDocument());
  });

  it('steps out of the way while a control or the footer lies under it, and comes back when the page moves on', async () => {
    const under: Element[] = [];
    const elementsFromPoint = jest.fn(() => under);
    Object.defineProperty(document, 'elementsFromPoint', { value: elementsFromPoint, configurable: true });
    try {
      await renderInSite(
        <>
          <GoToTop />
          <article>
            <img alt="" />
            <a href="/es/obra/a/b">Ana Rey, Azul</a>
            <button type="button">Guardar</button>
          </article>
          <footer>
            <p>© 2026</p>
          </footer>
        </>,
      );
      const goToTop = () => document.querySelector('[data-go-to-top]') as HTMLElement;
      const [image, link, save, copyright] = ['img', 'a', 'article button', 'footer p'].map(
        (s) => document.querySelector(s) as HTMLElement,
      );
      // Over an image: shown.
      under.splice(0, under.length, image as Element);
      scroll(1500);
      await waitFor(() => expect(goToTop()).toBeVisible());
      await act(() => pause(200));
      expect(goToTop()).toBeVisible();
      // Over a card's save button, then the copyright line: hidden once the scrolling settles.
      for (const target of [save, copyright]) {
        under.splice(0, under.length, target as Element);
        scroll(1600);
        await waitFor(() => expect(goToTop()).not.toBeVisible());
        under.splice(0, under.length, image as Element);
        scroll(1700);
        await waitFor(() => expect(goToTop()).toBeVisible());
      }
      // A link's own text counts; the layer a card's link stretches over the card (outside its text) does not.
      (link as HTMLElement).getClientRects = () => [] as unknown as DOMRectList;
      under.splice(0, under.length, link as Element, image as Element);
      scroll(1800);
      await act(() => pause(200));
      expect(goToTop()).toBeVisible();
      (link as HTMLElement).getClientRects = () =>
        [{ left: -1e4, right: 1e4, top: -1e4, bottom: 1e4 }] as unknown as DOMRectList;
      scroll(1900);
      await waitFor(() => expect(goToTop()).not.toBeVisible());
    } finally {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    }
  });
});

describe('Analytics', () => {
  const script = () => document.getElementById(GTAG_SCRIPT_ID);
  const pageViews = () =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path);

  it('loads nothing without an id, even with consent', async () => {
    acceptCookies();
    const { container } = await renderInSite(<Analytics gaId="" />);
    await act(() => pause(10));
    expect(script()).toBeNull();
    expect(pageViews()).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
  });

  it('loads nothing for a malformed id', async () => {
    acceptCookies();
    await renderInSite(<Analytics gaId={'G-1"><script>alert(1)</script>'} />);
    await act(() => pause(10));
    expect(script()).toBeNull();
    expect(isAnalyticsId('G-ABC123')).toBe(true);
    expect(isAnalyticsId('javascript:alert(1)')).toBe(false);
  });

  it('waits for consent, then loads the script once and reports a page view per route change', async () => {
    const user = userEvent.setup();
    await renderInSite(
      <>
        <Analytics gaId="G-TEST1234" />
        <Link to="/es/obras">obras</Link>
      </>,
      { path: '/es/artistas' },
    );
    await act(() => pause(10));
    expect(script()).toBeNull();
    expect(pageViews()).toEqual([]);
    act(() => acceptCookies());
    await waitFor(() => expect(pageViews()).toEqual(['/es/artistas']));
    expect(script()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    await user.click(screen.getByRole('link', { name: 'obras' }));
    await waitFor(() => expect(pageViews()).toEqual(['/es/artistas', '/es/obras']));
    expect(document.querySelectorAll(`#${GTAG_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('loads nothing for a visitor who rejected cookies', async () => {
    rejectCookies();
    await renderInSite(<Analytics gaId="G-TEST1234" />, { path: '/es/blog' });
    await act(() => pause(10));
    expect(script()).toBeNull();
    expect(pageViews()).toEqual([]);
  });

  it('starts at once for a visitor who accepted before', async () => {
    acceptCookies();
    await renderInSite(<Analytics gaId="G-TEST1234" />, { path: '/es/blog' });
    await waitFor(() => expect(pageViews()).toEqual(['/es/blog']));
  });

  it('never sends a reset token or a collection owner’s e-mail address, in the path or the location', async () => {
    acceptCookies();
    const { unmount } = await renderInSite(<Analytics gaId="G-TEST1234" />, {
      path: '/en/reset-password/SeCrEtToKeN123?returnUrl=%2Fen',
    });
    await waitFor(() => expect(pageViews()).toContain('/en/reset-password/:token'));
    unmount();
    await renderInSite(<Analytics gaId="G-TEST1234" />, { path: '/es/coleccion/ana%40example.com/7' });
    await waitFor(() => expect(pageViews()).toContain('/es/coleccion/:userEmail/:collectionId'));
    const sent = JSON.stringify(
      (window as unknown as { dataLayer?: IArguments[] }).dataLayer?.map((e) => Array.from(e)),
    );
    expect(sent).not.toContain('SeCrEtToKeN123');
    expect(sent).not.toContain('example.com');
  });
});

describe('ScrollToTopOnLoginPages', () => {
  it('scrolls to the top after a route change to a login page only', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    await renderInSite(
      <>
        <ScrollToTopOnLoginPages />
        <Link to="/es/acceso">acceso</Link>
        <Link to="/en/sign-up">alta</Link>
        <Link to="/es/obras">obras</Link>
      </>,
      { path: '/es/artistas' },
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'acceso' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'obras' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'alta' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('PrivacyDisclaimer', () => {
  const setWidth = (px: number) =>
    Object.defineProperty(document.documentElement, 'clientWidth', { value: px, configurable: true });
  afterEach(() => {
    jest.useRealTimers();
    setWidth(0);
  });

  it.each(PRIVACY_CONTEXTS)('shows the %s text with a privacy link opening in a new tab', async (context) => {
    const { container } = await renderInSite(<PrivacyDisclaimer context={context} />);
    expect(container).toHaveTextContent(text('es', `privacy.${context}`));
    const link = screen.getByRole('link', { name: new RegExp(text('es', 'privacy.link')) });
    expect(link).toHaveAttribute('href', '/es/politica-de-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has a different text for each of the 8 contexts', async () => {
    expect(new Set(PRIVACY_CONTEXTS.map((c) => text('es', `privacy.${c}`))).size).toBe(8);
    expect(new Set(PRIVACY_CONTEXTS.map((c) => text('en', `privacy.${c}`))).size).toBe(8);
  });

  it('opens the popup after resting on the link for a second on a wide document, and closes it on leaving', async () => {
    jest.useFakeTimers();
    setWidth(1280);
    await renderInSite(<PrivacyDisclaimer context="work" />);
    const link = screen.getByRole('link', { name: new RegExp(text('es', 'privacy.link')) });
    fireEvent.mouseEnter(link);
    act(() => jest.advanceTimersByTime(900));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent(text('es', 'privacy.popup'));
    expect(link).toHaveAccessibleDescription(expect.stringContaining(text('es', 'privacy.popupTitle')));
    fireEvent.mouseLeave(link.closest('[data-privacy-context]') as HTMLElement);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens no popup up to the tablet maximum, nor when the pointer leaves early', async () => {
    jest.useFakeTimers();
    setWidth(1024);
    const first = await renderInSite(<PrivacyDisclaimer context="footer" />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: new RegExp(text('es', 'privacy.link')) }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    first.unmount();
    setWidth(1440);
    await renderInSite(<PrivacyDisclaimer context="footer" lang="en" />);
    const link = screen.getByRole('link', { name: new RegExp(text('es', 'privacy.link')) });
    expect(link).toHaveAttribute('href', '/en/privacy-policy');
    fireEvent.mouseEnter(link);
    act(() => jest.advanceTimersByTime(500));
    fireEvent.mouseLeave(link);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
