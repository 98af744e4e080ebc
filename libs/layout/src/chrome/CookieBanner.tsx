import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRoute, hrefFrom, isServedBy, type Lang, type SiteName, type SiteOrigins } from '@art/routing';
import { Button, Container, colours, mq, space, textStyle, zIndex } from '@art/ui';
import { SiteLink } from '../shared/SiteLink';
import { acceptCookies, browserHasAnswered, rejectCookies } from './cookie-consent';

const bannerStyle = css({
  // Stuck to the bottom of the screen, yet in the page's flow after the footer: the page is longer by the banner's
  // height, at every width and before any script runs, so the footer's last links (cookies, terms) scroll out from
  // under it. Fixed, it covered them for good (issue 36).
  position: 'sticky',
  bottom: 0,
  // Below the header (whose open mobile menu must stay usable over it), above the page.
  zIndex: zIndex.sticky,
  background: colours.ink,
  color: colours.paper,
  // Compact on phones, so that the first screen's own buttons stay visible above it until it is answered (issue 18).
  paddingBlock: space[3],
  [mq.tablet]: { paddingBlock: space[5] },
  // Focused on arrival (see `CookieBanner`) as a region a screen reader announces, not a control: no ring around the
  // whole notice for a visitor who has not touched the keyboard; its first Tab lands on the link, which shows one.
  '&:focus': { outline: 'none' },
});
// Phones read the notice in one sentence and a link to the policy (two lines at 320 px), so that the banner stays
// short enough for the first screen's actions above it on a 568 px high screen; wider screens read it whole.
const phoneOnly = css({ [mq.tablet]: { display: 'none' } });
const widerOnly = css({ [mq.mobileOnly]: { display: 'none' } });
const inner = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  [mq.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: space[7] },
});
const textStyleBox = css(textStyle('small'), {
  margin: 0,
  maxWidth: '60rem',
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  [mq.tablet]: textStyle('small'),
  '& a': { color: colours.paper, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
});
// Side by side on a phone too, sharing the row: one line of buttons instead of two.
const choices = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space[3],
  flexShrink: 0,
  [mq.tablet]: { display: 'flex', flexWrap: 'wrap' },
});
// Accepting and rejecting look the same (equal weight): neither answer is pushed on the visitor.
const choiceStyle = css({
  flexShrink: 0,
  paddingInline: space[3],
  backgroundColor: colours.paper,
  color: colours.ink,
  borderColor: colours.paper,
  '&:not(:disabled):not([aria-disabled="true"]):hover': {
    backgroundColor: colours.surface,
    borderColor: colours.surface,
    color: colours.ink,
  },
});

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  lang: Lang;
  /** The site showing it (for the cookies page link); the fair by default. */
  site?: SiteName;
  origins?: SiteOrigins;
  /**
   * What the server knows from the request's `acceptCookies` cookie (see `hasCookieAnswer`): `false` (no answer yet)
   * renders the banner in the server's HTML. Left out, the banner appears after mounting, only when needed.
   */
  answered?: boolean;
}

/**
 * The cookie banner (FT-05): shown until the visitor accepts or rejects, two buttons of equal weight. The answer is
 * stored under `acceptCookies` (a one-year cookie the server can read, and local storage: `1` or `0`); accepting
 * starts analytics, rejecting keeps it off. The cookies page can withdraw either answer.
 *
 * It is the page's last part, so the keyboard reached it after some 75 stops: on its first showing, while nothing
 * else has the focus (the visitor has not started, no page put it elsewhere), the focus moves to the banner, a region
 * named "Cookie notice" that a screen reader announces, and the next Tab is its first link. Once answered, a focus
 * inside it moves to the page's content, as the skip link leads, rather than falling past the end of the page.
 */
export function CookieBanner({ lang, site = 'fair', origins = { fair: '', shop: '' }, answered }: CookieBannerProps) {
  const { t } = useTranslation();
  const [show, setShow] = useState(answered === false);
  const region = useRef<HTMLElement>(null);
  const offered = useRef(false);
  useEffect(() => setShow(!browserHasAnswered()), []);
  useEffect(() => {
    if (!show || offered.current || browserHasAnswered()) return;
    offered.current = true;
    const active = document.activeElement;
    if (active === null || active === document.body) region.current?.focus({ preventScroll: true });
  }, [show]);
  const answer = (store: () => void) => {
    store();
    if (region.current?.contains(document.activeElement)) {
      const content = document.getElementById('content');
      if (content && !content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1');
      content?.focus({ preventScroll: true });
    }
    setShow(false);
  };
  if (!show) return null;
  return (
    <section ref={region} css={bannerStyle} aria-label={t('cookieBanner.label')} tabIndex={-1} data-cookie-banner="">
      <Container>
        <div css={inner}>
          <p css={textStyleBox}>
            <span css={phoneOnly}>{t('cookieBanner.short')}</span>
            <span css={widerOnly}>{t('cookieBanner.text')}</span>{' '}
            <SiteLink
              href={hrefFrom(site, 'cookies', {}, lang, origins)}
              internal={isServedBy(getRoute('cookies'), site)}
              // One name at every width; the phone's shorter words are its start.
              aria-label={t('cookieBanner.moreInfo')}
            >
              <span css={phoneOnly}>{t('cookieBanner.moreShort')}</span>
              <span css={widerOnly}>{t('cookieBanner.moreInfo')}</span>
            </SiteLink>
          </p>
          <div css={choices}>
            <Button css={choiceStyle} size="small" onClick={() => answer(rejectCookies)}>
              {t('cookieBanner.reject')}
            </Button>
            <Button css={choiceStyle} size="small" onClick={() => answer(acceptCookies)}>
              {t('cookieBanner.accept')}
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
