import { css } from '@emotion/react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { getRoute, hrefFrom, isServedBy } from '@art/routing';
import { UserIcon, VisuallyHidden, colours, space, textStyle } from '@art/ui';
import { SiteLink } from '../shared/SiteLink';
import { compactOnly, iconControl, plainList, quietLink, wideOnly } from '../shared/styles';
import type { SiteContext } from '../types';

/** The id of the account dropdown, controlled by the account button of the wide header. */
export const ACCOUNT_MENU_ID = 'account-menu';

const wrap = css({ position: 'relative', display: 'inline-flex' });
const dropdown = css({
  position: 'absolute',
  right: 0,
  top: '100%',
  minWidth: '14rem',
  marginTop: space[2],
  padding: space[4],
  background: colours.paper,
  border: `1px solid ${colours.ink}`,
});
const list = css(plainList, { display: 'grid', gap: space[1] });
const itemLink = css(quietLink, textStyle('small'), {
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

/** The account menu's entries in order (H-09): artists, collections, works, profile, billing (log out follows). */
export function accountMenuLinks(ctx: SiteContext) {
  const link = (key: 'fav-artists' | 'my-collections' | 'fav-works' | 'profile' | 'billing', labelKey: string) => ({
    key,
    labelKey,
    href: hrefFrom(ctx.site, key, {}, ctx.lang, ctx.origins),
    internal: isServedBy(getRoute(key), ctx.site),
  });
  return [
    link('fav-artists', 'account.artists'),
    link('my-collections', 'account.collections'),
    link('fav-works', 'account.works'),
    link('profile', 'account.profile'),
    link('billing', 'account.billing'),
  ];
}

/**
 * The account icon. Logged out: a link to the login page (H-06). Logged in: a link to the account page in the compact
 * layout (H-05) and, in the wide layout once scripts run, a button opening the account menu (H-09).
 */
export function AccountControl(props: {
  ctx: SiteContext;
  loggedIn: boolean;
  open: boolean;
  onToggle: () => void;
  onLogOut?: () => void;
}) {
  const { t } = useTranslation();
  const enhanced = useHydrated();
  const { ctx, loggedIn, open } = props;
  const internal = isServedBy(getRoute('my-account'), ctx.site);
  if (!loggedIn) {
    return (
      <SiteLink
        href={hrefFrom(ctx.site, 'login', {}, ctx.lang, ctx.origins)}
        internal
        css={iconControl}
        data-account="login"
      >
        <UserIcon />
        <VisuallyHidden>{t('account.logIn')}</VisuallyHidden>
      </SiteLink>
    );
  }
  const accountHref = hrefFrom(ctx.site, 'my-account', {}, ctx.lang, ctx.origins);
  const accountLink = (
    <SiteLink
      href={accountHref}
      internal={internal}
      css={[...iconControl, enhanced && compactOnly]}
      data-account="page"
    >
      <UserIcon />
      <VisuallyHidden>{t('account.title')}</VisuallyHidden>
    </SiteLink>
  );
  if (!enhanced) return accountLink;
  return (
    <>
      {accountLink}
      <div css={[wrap, wideOnly]}>
        <button
          type="button"
          css={iconControl}
          aria-expanded={open}
          aria-controls={ACCOUNT_MENU_ID}
          onClick={props.onToggle}
          data-account="menu"
        >
          <UserIcon />
          <VisuallyHidden>{t('account.title')}</VisuallyHidden>
        </button>
        <div id={ACCOUNT_MENU_ID} css={dropdown} hidden={!open}>
          <ul css={list}>
            {accountMenuLinks(ctx).map((link) => (
              <li key={link.key}>
                <SiteLink href={link.href} internal={link.internal} css={itemLink}>
                  {t(link.labelKey)}
                </SiteLink>
              </li>
            ))}
            {props.onLogOut && (
              <li>
                <button type="button" css={itemLink} onClick={props.onLogOut}>
                  {t('account.logOut')}
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </>
  );
}
