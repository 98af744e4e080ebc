import { css } from '@emotion/react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FairPhotoFields } from '@art/data';
import {
  ArrowRightIcon,
  CloseIcon,
  IconButton,
  ResponsiveImage,
  colours,
  focusRing,
  mq,
  space,
  textStyle,
  zIndex,
} from '@art/ui';

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[5],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  [mq.desktop]: { gap: space[7] },
});
const thumb = css({
  display: 'grid',
  gap: space[2],
  color: colours.ink,
  textDecoration: 'none',
  '&:focus-visible': focusRing.styles,
  '& img': { transition: 'opacity 200ms' },
  [mq.hover]: { '&:hover img': { opacity: 0.85 }, '&:hover span': { textDecoration: 'underline' } },
});
const thumbCaption = css(textStyle('small'));

const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  background: '#0c0c0c',
  color: colours.paper,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  outline: 'none',
});
const bar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: `${space[3]} ${space[4]}` });
const counter = css(textStyle('small'), { fontVariantNumeric: 'tabular-nums' });
const stage = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  minHeight: 0,
  [mq.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: space[2], paddingInline: space[2] },
  [mq.desktop]: { gap: space[5], paddingInline: space[5] },
});
// On a phone the arrows lie over the photograph's edges, so it can use the whole width.
const arrow = css({
  [mq.mobileOnly]: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1, background: 'rgba(0, 0, 0, 0.55)' },
});
const previous = css({ [mq.mobileOnly]: { left: space[2] } });
const following = css({ [mq.mobileOnly]: { right: space[2] } });
const figure = css({
  margin: 0,
  minHeight: 0,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '& picture': { maxWidth: '100%', maxHeight: '100%' },
  '& img': { width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: 'calc(100dvh - 10rem)', margin: '0 auto', background: 'transparent' },
});
const caption = css(textStyle('body'), { padding: `${space[4]} ${space[5]} ${space[6]}`, textAlign: 'center', minHeight: '3.5rem' });
const credit = css(textStyle('small'), { color: '#c9c9c9', display: 'block' });
const light = css({
  color: colours.paper,
  borderColor: 'transparent',
  background: 'transparent',
  '&:hover': { background: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': { outline: `2px solid ${colours.paper}`, outlineOffset: 2 },
});
const back = css({ transform: 'rotate(180deg)' });

/** The address of a photograph's largest JPEG: where a thumbnail leads without JavaScript. */
export function fullImageUrl(photo: FairPhotoFields): string {
  const largest = [...photo.image.sizes].filter((s) => s.size > 0).sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? photo.image.url;
}

/** The elements of `root` the keyboard can reach, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])')];
}

/**
 * The full-screen viewer: the photograph as large as the screen allows, its caption and credit, "n / total", previous
 * and next buttons (and ← →), Escape or the close button to leave. While open it is the only thing on the page: the
 * rest is inert and Tab cycles through its controls.
 */
function PhotoViewer({ photos, index, onIndex, onClose }: { photos: readonly FairPhotoFields[]; index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const { t } = useTranslation('info');
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const photo = photos[index] as FairPhotoFields;
  const total = photos.length;
  const go = (step: number) => onIndex((index + step + total) % total);

  useEffect(() => {
    const host = dialog.current?.parentElement;
    // Everything else on the page is out of reach (and out of the accessibility tree) while the viewer is open.
    const others = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert);
    for (const el of others) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      for (const el of others) el.inert = false;
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab' && dialog.current) {
      const items = focusables(dialog.current);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div
      ref={dialog}
      css={overlay}
      role="dialog"
      aria-modal="true"
      aria-label={t('photoView.viewer')}
      aria-describedby="photo-viewer-caption"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-photo-viewer=""
    >
      <div css={bar}>
        <span css={counter} aria-live="polite" data-photo-counter="">
          {t('photoView.counter', { n: index + 1, total })}
        </span>
        <IconButton ref={closeButton} label={t('photoView.close')} icon={<CloseIcon />} css={light} onClick={onClose} />
      </div>
      <div css={stage}>
        <IconButton label={t('photoView.previous')} icon={<ArrowRightIcon css={back} />} css={[light, arrow, previous]} onClick={() => go(-1)} disabled={total < 2} />
        <figure css={figure}>
          <ResponsiveImage key={photo.id} image={photo.image} alt={photo.caption} sizes="100vw" fit="contain" priority />
        </figure>
        <IconButton label={t('photoView.next')} icon={<ArrowRightIcon />} css={[light, arrow, following]} onClick={() => go(1)} disabled={total < 2} />
      </div>
      <p css={caption} id="photo-viewer-caption">
        {photo.caption}
        {photo.credit ? <span css={credit}>{t('photoView.credit', { name: photo.credit })}</span> : null}
      </p>
    </div>
  );
}

/**
 * The fair's photographs as a grid of thumbnails. Each links to the full image, so without JavaScript a click opens
 * it; once the page runs, a click (or Enter) opens the viewer instead, and closing it brings focus back to the
 * thumbnail it was opened from.
 */
export function PhotoGallery({ photos }: { photos: readonly FairPhotoFields[] }) {
  const { t } = useTranslation('info');
  const [open, setOpen] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // Until the page runs, a thumbnail is a plain link to its image; then it opens the viewer.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const openAt = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) still opens the image itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(i);
    setShown(i);
  };
  const close = () => {
    const from = open;
    setOpen(null);
    setShown(null);
    if (from !== null) requestAnimationFrame(() => links.current[from]?.focus());
  };

  return (
    <>
      <ul css={grid} data-photo-gallery={enhanced ? 'enhanced' : 'static'}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              ref={(el) => {
                links.current[i] = el;
              }}
              href={fullImageUrl(photo)}
              css={thumb}
              onClick={openAt(i)}
              aria-haspopup={enhanced ? 'dialog' : undefined}
              data-photo-thumb={i}
            >
              <ResponsiveImage
                image={photo.image}
                alt=""
                sizes="(min-width: 1025px) 25vw, (min-width: 768px) 33vw, 100vw"
                aspectRatio={3 / 2}
                priority={i < 2}
              />
              <span css={thumbCaption}>{photo.caption || t('photoView.photo', { n: i + 1 })}</span>
            </a>
          </li>
        ))}
      </ul>
      {open !== null && shown !== null
        ? createPortal(
            <div>
              <PhotoViewer photos={photos} index={shown} onIndex={setShown} onClose={close} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
