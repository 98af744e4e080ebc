import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '@art/i18n';
import { useTranslation } from 'react-i18next';
import { hrefFrom, type Lang, type SiteName, type SiteOrigins } from '@art/routing';
import { VisuallyHidden, colours, space, textStyle, zIndex } from '@art/ui';
import { SiteLink } from '../shared/SiteLink';
import { PRIVACY_POPUP_DELAY_MS, TABLET_MAX_WIDTH_PX } from '../shared/timings';

/** The contexts of the privacy disclaimer (FT-07); each has its text under `privacy.<context>` in `common`. */
export const PRIVACY_CONTEXTS = [
  'footer',
  'contact',
  'press',
  'newsletter',
  'post',
  'work',
  'pressForm',
  'registry',
] as const;
/** A context of the privacy disclaimer. */
export type PrivacyContext = (typeof PRIVACY_CONTEXTS)[number];

/** Props of {@link PrivacyDisclaimer}. */
export interface PrivacyDisclaimerProps {
  context: PrivacyContext;
  /** The language of the privacy page link; the page's language by default. */
  lang?: Lang;
  /** With `origins`, the shop links the fair's privacy page by its absolute address. */
  site?: SiteName;
  origins?: SiteOrigins;
  className?: string;
}

const wrap = css(textStyle('small'), { position: 'relative', color: colours.muted, '& p': { margin: 0 } });
const titleStyle = css({ fontWeight: 600, color: colours.ink });
const linkStyle = css({
  color: colours.ink,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: colours.accent },
});
const popupStyle = css(textStyle('small'), {
  position: 'absolute',
  left: 0,
  bottom: '100%',
  zIndex: zIndex.dropdown,
  width: 'min(32rem, 90vw)',
  marginBottom: space[2],
  padding: space[5],
  background: colours.paper,
  color: colours.ink,
  border: `1px solid ${colours.ink}`,
  boxShadow: '0 8px 24px rgba(17, 17, 17, 0.12)',
  '& p': { margin: 0 },
  '& p + p': { marginTop: space[2] },
});

/** Whether the document is wider than the tablet maximum, where the hover popup is offered (FT-08). */
export function isWideDocument(): boolean {
  return typeof document !== 'undefined' && document.documentElement.clientWidth > TABLET_MAX_WIDTH_PX;
}

/**
 * The basic data-protection information of a form (FT-07), in the text of its context, with a link to the privacy
 * policy (new tab). On documents wider than 1024 px, resting the pointer on the link for a second opens a popup with
 * the details (FT-08); leaving it or Escape closes it.
 */
export function PrivacyDisclaimer({
  context,
  lang,
  site = 'fair',
  origins = { fair: '', shop: '' },
  className,
}: PrivacyDisclaimerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const popupId = `${useId()}-privacy`;
  const known = (PRIVACY_CONTEXTS as readonly string[]).includes(context) ? context : 'footer';
  const language = useLanguage();
  const pageLang: Lang = lang ?? language;

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const onEnter = () => {
    cancel();
    if (!isWideDocument()) return;
    timer.current = setTimeout(() => setOpen(true), PRIVACY_POPUP_DELAY_MS);
  };
  const onLeave = () => {
    cancel();
    setOpen(false);
  };

  return (
    <div
      css={wrap}
      className={className}
      data-privacy-context={known}
      onMouseLeave={onLeave}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <p>
        <span css={titleStyle}>{t('privacy.title')}.</span> {t(`privacy.${known}`)}{' '}
        <SiteLink
          href={hrefFrom(site, 'privacy', {}, pageLang, origins)}
          internal={false}
          newTab
          css={linkStyle}
          onMouseEnter={onEnter}
          onMouseLeave={cancel}
          aria-describedby={open ? popupId : undefined}
        >
          {t('privacy.link')}
          <VisuallyHidden> {t('layout.newTab')}</VisuallyHidden>
        </SiteLink>
      </p>
      {open && (
        <div id={popupId} role="tooltip" css={popupStyle} data-privacy-popup="">
          <p css={titleStyle}>{t('privacy.popupTitle')}</p>
          <p>{t('privacy.popup')}</p>
        </div>
      )}
    </div>
  );
}
