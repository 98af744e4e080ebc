import { css } from '@emotion/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import {
  ChevronDownIcon,
  CloseIcon,
  ExternalIcon,
  VisuallyHidden,
  colours,
  focusRing,
  fonts,
  mq,
  space,
  textStyle,
  zIndex,
} from '@art/ui';
import type { NavLink } from '../shared/nav-links';
import { SiteLink } from '../shared/SiteLink';
import { iconControl, plainList, quietLink, wordmark } from '../shared/styles';
import { MOBILE_MENU_ID } from './mobile-menu-id';

const panelStyle = css({
  display: 'none',
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  height: '100dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: colours.paper,
  // Without scripts the menu link targets the panel; with scripts `data-open` shows it.
  '&:target, &[data-open="true"]': { display: 'flex', flexDirection: 'column' },
  [mq.wide]: { '&, &:target, &[data-open="true"]': { display: 'none' } },
});

const topBar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 64,
  paddingInline: 20,
  borderBottom: `1px solid ${colours.rule}`,
  [mq.tablet]: { paddingInline: 30 },
});

const listStyle = css(plainList, { paddingInline: 20, paddingBlock: space[4], [mq.tablet]: { paddingInline: 30 } });
const itemStyle = css({ borderBottom: `1px solid ${colours.rule}` });
const rowStyle = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[2] });
const entryLink = css(quietLink, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  flex: 1,
  minHeight: '3.25rem',
  fontFamily: fonts.display,
  fontSize: '1.5rem',
  lineHeight: 1.1,
});
const toggleStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: colours.ink,
  cursor: 'pointer',
  '& svg': { transition: 'transform 120ms' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&:focus-visible': focusRing.styles,
});
const subList = css(plainList, { paddingBottom: space[4], paddingLeft: space[4], display: 'grid', gap: space[1] });
const subLink = css(quietLink, textStyle('body'), {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
});
const footStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[4],
  marginTop: 'auto',
  paddingInline: 20,
  paddingBlock: space[6],
  borderTop: `1px solid ${colours.rule}`,
  [mq.tablet]: { paddingInline: 30 },
});

function Entry({ link, enhanced, onNavigate }: { link: NavLink; enhanced: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t(link.labelKey);
  const childrenId = `${MOBILE_MENU_ID}-${link.id}`;
  return (
    <li css={itemStyle} data-entry={link.id}>
      <div css={rowStyle}>
        <SiteLink href={link.href} internal={link.internal} newTab={link.newTab} css={entryLink} onClick={onNavigate}>
          {label}
          {link.newTab && (
            <>
              <ExternalIcon size={18} />
              <VisuallyHidden>{t('layout.newTab')}</VisuallyHidden>
            </>
          )}
        </SiteLink>
        {link.children && enhanced && (
          <button
            type="button"
            css={toggleStyle}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t('header.submenu', { label })}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDownIcon size={20} />
          </button>
        )}
      </div>
      {link.children && (
        // Without scripts the sub-links stay visible; with them the toggle shows and hides them (H-14).
        <ul id={childrenId} css={subList} hidden={enhanced && !open}>
          {link.children.map((child) => (
            <li key={child.id}>
              <SiteLink
                href={child.href}
                internal={child.internal}
                newTab={child.newTab}
                css={subLink}
                onClick={onNavigate}
              >
                {t(child.labelKey)}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The compact layout's menu (M-01…M-03) as a full-height panel: the site's entries in the specification's order,
 * dropdowns that toggle, and a footer slot (language, account). Without scripts it opens as the target of the
 * `#site-menu` link and closes with a link back; with them it is a modal dialog that keeps the focus inside,
 * closes with Escape and returns the focus to the menu button.
 */
export function MobileMenu(props: {
  links: readonly NavLink[];
  open: boolean;
  onClose: (returnFocus: boolean) => void;
  homeHref: string;
  homeInternal: boolean;
  brand: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const enhanced = useHydrated();
  const panelRef = useRef<HTMLDivElement>(null);
  const { open, onClose } = props;

  useEffect(() => {
    if (!open) return undefined;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enhanced) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = enhanced
    ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('menu.title'), 'data-open': open }
    : { 'aria-label': t('menu.title') };
  return (
    <div
      id={MOBILE_MENU_ID}
      ref={panelRef}
      css={panelStyle}
      onKeyDown={onKeyDown}
      {...dialog}
      hidden={enhanced && !open ? true : undefined}
    >
      <div css={topBar}>
        <SiteLink href={props.homeHref} internal={props.homeInternal} css={wordmark} onClick={() => onClose(false)}>
          {props.brand}
        </SiteLink>
        {enhanced ? (
          <button type="button" css={iconControl} onClick={() => onClose(true)} aria-label={t('menu.closeMenu')}>
            <CloseIcon />
          </button>
        ) : (
          <a href="#" css={iconControl} aria-label={t('menu.closeMenu')}>
            <CloseIcon />
          </a>
        )}
      </div>
      <nav aria-label={t('menu.title')}>
        <ul css={listStyle}>
          {props.links.map((link) => (
            <Entry key={link.id} link={link} enhanced={enhanced} onNavigate={() => onClose(false)} />
          ))}
        </ul>
      </nav>
      {props.footer && <div css={footStyle}>{props.footer}</div>}
    </div>
  );
}
