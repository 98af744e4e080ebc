import { css } from '@emotion/react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, Container, colours, focusRing, mq, space, textStyle } from '@art/ui';
import { hasPanel, type MenuBlock, type MenuEntry } from '../shared/main-menu';
import { SiteLink } from '../shared/SiteLink';
import { dropPanel, groupTitle, plainList, quietLink } from '../shared/styles';

// Entries wrap onto a second row rather than run under the tools when a menu is longer than the bar.
const navList = css(plainList, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  columnGap: space[1],
  height: '100%',
});

const entryStyle = css({ display: 'flex', alignItems: 'center' });

const entryLink = css(quietLink, textStyle('small'), {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: space[2],
  fontWeight: 500,
  whiteSpace: 'nowrap',
  '&[aria-current="page"]': { textDecoration: 'underline' },
});

const toggleStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: colours.ink,
  cursor: 'pointer',
  '& svg': { transition: 'transform 120ms' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&:hover': { color: colours.accent },
  '&:focus-visible': focusRing.styles,
});

const panelWrap = css({ position: 'absolute', insetInline: 0, top: '100%' });

const panelGrid = css({
  display: 'grid',
  gap: space[8],
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  [mq.hd]: { gap: space[10] },
});

const blockHead = css({ display: 'grid', gap: space[1], marginBottom: space[4] });
const subtitle = css(textStyle('small'), { margin: 0, color: colours.muted });

const thumbs = css(plainList, { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[5] });
const thumbLink = css(quietLink, textStyle('small'), {
  display: 'grid',
  gap: space[2],
  '& img': { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: colours.surface },
});
const thumbEmpty = css({ display: 'block', width: '100%', aspectRatio: '4 / 3', background: colours.surface });
const textLinks = css(plainList, { display: 'grid', gap: space[2] });
const textLink = css(quietLink, textStyle('body'));
const seeAll = css(quietLink, textStyle('small'), {
  display: 'inline-block',
  marginTop: space[6],
  textDecoration: 'underline',
});

function BlockHead({ block }: { block: MenuBlock }) {
  return (
    <div css={blockHead}>
      {block.title && <p css={groupTitle}>{block.title}</p>}
      {block.subtitle && <p css={subtitle}>{block.subtitle}</p>}
    </div>
  );
}

function ImagesBlock({ block }: { block: MenuBlock }) {
  return (
    <div data-block="images">
      <BlockHead block={block} />
      <ul css={thumbs}>
        {block.links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <SiteLink href={link.href} internal={link.kind === 'internal'} css={thumbLink}>
              {link.imageUrl ? (
                <img src={link.imageUrl} alt="" loading="lazy" decoding="async" width={320} height={240} />
              ) : (
                <span css={thumbEmpty} />
              )}
              <span>{link.label}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TextBlock({ block, index }: { block: MenuBlock; index: number }) {
  return (
    <div data-block={`text${index + 1}`}>
      <BlockHead block={block} />
      <ul css={textLinks}>
        {block.links.map((link, i) => (
          <li key={`${link.href}-${i}`}>
            <SiteLink href={link.href} internal={link.kind === 'internal'} css={textLink}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The id of an entry's mega-menu panel. */
export function megaPanelId(entryId: number): string {
  return `mega-menu-${entryId}`;
}

/**
 * The wide header's main menu (H-01, H-14): every entry is a link to its page; an entry with blocks also gets a
 * toggle (once scripts run) opening its mega-menu panel with the images block and the two text blocks.
 */
export function MegaMenu(props: {
  entries: readonly MenuEntry[];
  openId: number | null;
  onToggle: (id: number) => void;
  currentPath: string;
}) {
  const { t } = useTranslation();
  const enhanced = useHydrated();
  const { entries, openId, onToggle, currentPath } = props;
  return (
    <ul css={navList}>
      {entries.map((entry) => {
        const panel = enhanced && hasPanel(entry);
        const open = panel && openId === entry.id;
        return (
          <li key={entry.id} css={entryStyle}>
            <SiteLink
              href={entry.href}
              internal={entry.kind === 'internal'}
              css={entryLink}
              aria-current={entry.href === currentPath ? 'page' : undefined}
            >
              {entry.label}
            </SiteLink>
            {panel && (
              <button
                type="button"
                css={toggleStyle}
                aria-expanded={open}
                aria-controls={megaPanelId(entry.id)}
                aria-label={t('header.submenu', { label: entry.label })}
                onClick={() => onToggle(entry.id)}
              >
                <ChevronDownIcon size={16} />
              </button>
            )}
            {panel && (
              <div id={megaPanelId(entry.id)} css={panelWrap} hidden={!open} data-mega-panel="">
                {open && (
                  <div css={dropPanel}>
                    <Container>
                      <div css={panelGrid}>
                        {entry.imagesBlock ? <ImagesBlock block={entry.imagesBlock} /> : <div />}
                        {entry.textBlocks.map((block, index) => (
                          <TextBlock key={index} block={block} index={index} />
                        ))}
                      </div>
                      <SiteLink href={entry.href} internal={entry.kind === 'internal'} css={seeAll}>
                        {t('header.seeAll', { label: entry.label })}
                      </SiteLink>
                    </Container>
                  </div>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
