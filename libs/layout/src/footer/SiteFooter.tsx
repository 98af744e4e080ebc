import { css } from '@emotion/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, SiteName, SiteOrigins } from '@art/routing';
import { Container, ExternalIcon, VisuallyHidden, colours, mq, space, textStyle } from '@art/ui';
import { footerLinks, type NavLink } from '../shared/nav-links';
import { SiteLink } from '../shared/SiteLink';
import { groupTitle, plainList, quietLink, wordmark } from '../shared/styles';
import { deferred } from '../shared/deferred';
import type { SiteContext } from '../types';

// Below the first screen: their code (the forms library, the last-seen query) loads apart from the page's.
const FooterContactForm = deferred(() => import('./FooterContactForm').then((module) => module.FooterContactForm));
const LastSeenStrip = deferred(() => import('./LastSeenStrip').then((module) => module.LastSeenStrip));

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  site: SiteName;
  lang: Lang;
  origins: SiteOrigins;
  /** The fair's current edition as the API flags it (see `SiteContext`). */
  currentEdition?: string | null;
  /**
   * Whether the footer shows its contact form (the default). A page that is a form itself (contact, collaborate, press
   * accreditation, a gallery's contact…) leaves it out, so the visitor does not see two forms one under the other.
   */
  contactForm?: boolean;
}

const footerStyle = css({
  marginTop: space[11],
  borderTop: `1px solid ${colours.ink}`,
  background: colours.paper,
  color: colours.ink,
});
const topGrid = css({
  display: 'grid',
  gap: space[8],
  paddingBlock: space[9],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 2fr)', gap: space[7] },
});
// Without the contact form, the three groups share the row.
const topGridWithoutForm = css({ [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });
const formCell = css({ [mq.tablet]: { gridColumn: '1 / -1' }, [mq.desktop]: { gridColumn: 'auto' } });
const linkList = css(plainList, { display: 'grid', gap: space[2] });
const footLink = css(quietLink, textStyle('small'), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  minHeight: '1.75rem',
});
const bottomRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[4],
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingBlock: space[6],
  borderTop: `1px solid ${colours.rule}`,
});
const legalList = css(plainList, { display: 'flex', flexWrap: 'wrap', columnGap: space[5], rowGap: space[1] });
const rights = css(textStyle('small'), { margin: 0, color: colours.muted });
const groupHead = css(groupTitle, { marginBottom: space[4] });

function FooterLink({ link }: { link: NavLink }) {
  const { t } = useTranslation();
  return (
    <SiteLink href={link.href} internal={link.internal} newTab={link.newTab} css={footLink} data-link={link.id}>
      {t(link.labelKey)}
      {link.newTab && (
        <>
          <ExternalIcon size={14} />
          <VisuallyHidden> {t('layout.newTab')}</VisuallyHidden>
        </>
      )}
    </SiteLink>
  );
}

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} css={groupHead}>
        {title}
      </h2>
      <ul css={linkList}>
        {links.map((link) => (
          <li key={link.id}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer of both sites (FT-01…FT-04): the fair's pages, the services and language-dependent pages, the external
 * sites (tickets, 360 tour, three social networks, in a new tab), the contact form with its privacy disclaimer, the
 * last-seen works and the legal links. Every link is a real link; internal ones follow the route table.
 */
export function SiteFooter({ site, lang, origins, currentEdition, contactForm = true }: SiteFooterProps) {
  const { t } = useTranslation();
  const ctx: SiteContext = useMemo(
    () => ({ site, lang, origins, currentEdition }),
    [site, lang, origins, currentEdition],
  );
  const links = useMemo(() => footerLinks(ctx), [ctx]);
  return (
    <footer css={footerStyle} data-site={site}>
      <Container>
        <div css={[topGrid, !contactForm && topGridWithoutForm]}>
          <LinkGroup id="footer-fair" title={t('footer.fairTitle')} links={links.fair} />
          <LinkGroup id="footer-more" title={t('footer.moreTitle')} links={links.more} />
          <div>
            <p css={[wordmark, css({ margin: `0 0 ${space[5]}` })]}>{t('header.wordmark')}</p>
            <LinkGroup id="footer-social" title={t('footer.followUs')} links={links.social} />
          </div>
          {contactForm ? (
            <div css={formCell}>
              <FooterContactForm ctx={ctx} />
            </div>
          ) : null}
        </div>
        {/* Its own row, under a rule, once the visitor has seen a work; nothing before. */}
        <LastSeenStrip {...ctx} />
        <div css={bottomRow}>
          <nav aria-label={t('footer.legalTitle')}>
            <ul css={legalList}>
              {links.legal.map((link) => (
                <li key={link.id}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
          <p css={rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </Container>
    </footer>
  );
}
