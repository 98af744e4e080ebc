import { css } from '@emotion/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, queryInLanguage, siteProfile, type Lang, type SiteName } from '@art/routing';
import { colours, focusRing, space, textStyle } from '@art/ui';

/** The other language of the two. */
export function otherLang(lang: Lang): Lang {
  return lang === 'es' ? 'en' : 'es';
}

/**
 * Where the language picker leads (H-07, R-03): the current page in the other language with the page's query string
 * (its state: a search, a category, the login page's `returnUrl`, moved to that language), else that language's home
 * on this site.
 * @example languageTarget({ es: '/es/blog', en: '/en/blog' }, 'es', 'fair', '?q=arte') // '/en/blog?q=arte'
 */
export function languageTarget(
  alternates: { readonly es?: string; readonly en?: string },
  lang: Lang,
  site: SiteName,
  search = '',
): string {
  const other = otherLang(lang);
  const target = alternates[other];
  if (typeof target === 'string' && target.startsWith('/') && !target.startsWith('//'))
    return target + queryInLanguage(search, other);
  return href(siteProfile(site).keys.home, {}, other);
}

const linkStyle = css(textStyle('caption'), {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: space[2],
  color: colours.ink,
  textDecoration: 'none',
  '&:hover': { color: colours.accent, textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  '&:focus-visible': focusRing.styles,
});

/**
 * A link to the same page in the other language, keeping the page's query string. A plain link (a full page load), so the new language's texts and
 * data are loaded afresh; it reads the other language's name in that language (`lang`, `hreflang`).
 */
export function LanguagePicker(props: {
  lang: Lang;
  site: SiteName;
  alternates: { readonly es?: string; readonly en?: string };
  /** `short`: the code (EN); `long`: the language's name (English). */
  variant?: 'short' | 'long';
  className?: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const other = otherLang(props.lang);
  const name = t('header.otherLanguage');
  return (
    <a
      href={languageTarget(props.alternates, props.lang, props.site, search)}
      hrefLang={other}
      lang={other}
      css={linkStyle}
      className={props.className}
      // The announced name holds the visible code too (WCAG 2.5.3, label in name).
      aria-label={props.variant === 'long' ? undefined : `${other.toUpperCase()} ${name}`}
      data-language-picker=""
    >
      {props.variant === 'long' ? name : other.toUpperCase()}
    </a>
  );
}
