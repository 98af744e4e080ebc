import { css } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ArrowRightIcon, CloseIcon, IconButton, ResponsiveImage, colours, mq, space, textStyle, zIndex } from '@art/ui';
import type { ApiImage } from '../types';

/** One picture of the viewer: the image and the text that describes it. */
export interface ViewerImage {
  image: ApiImage;
  alt: string;
}

/** Texts of {@link ImageViewer}, already translated; `counter` receives the position, e.g. "2 / 3". */
export interface ImageViewerTexts {
  label: string;
  close: string;
  previous: string;
  next: string;
  counter: (n: number, total: number) => string;
}

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
const counterStyle = css(textStyle('small'), { fontVariantNumeric: 'tabular-nums' });
const stage = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  minHeight: 0,
  [mq.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: space[2], paddingInline: space[2] },
  [mq.desktop]: { gap: space[5], paddingInline: space[5] },
});
// On a phone the arrows lie over the picture's edges, so it can use the whole width.
const arrow = css({
  [mq.mobileOnly]: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1, background: 'rgba(0, 0, 0, 0.55)' },
});
const previousStyle = css({ [mq.mobileOnly]: { left: space[2] } });
const nextStyle = css({ [mq.mobileOnly]: { right: space[2] } });
const figure = css({
  margin: 0,
  minHeight: 0,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '& picture': { maxWidth: '100%', maxHeight: '100%' },
  '& img': { width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: 'calc(100dvh - 8rem)', margin: '0 auto', background: 'transparent' },
});
const caption = css(textStyle('small'), { padding: `${space[3]} ${space[5]} ${space[5]}`, textAlign: 'center', minHeight: '2.5rem' });
const light = css({
  color: colours.paper,
  borderColor: 'transparent',
  background: 'transparent',
  '&:hover': { background: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': { outline: `2px solid ${colours.paper}`, outlineOffset: 2 },
});
const back = css({ transform: 'rotate(180deg)' });

/** The address of an image's largest JPEG: where a picture leads without JavaScript. */
export function largestImageUrl(image: ApiImage): string {
  const largest = [...image.sizes].filter((s) => s.size > 0).sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? image.url;
}

/** The elements of `root` the keyboard can reach, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])')];
}

/**
 * A full-screen viewer of pictures (a modal dialog rendered into `document.body`): the picture as large as the screen
 * allows, its description, "n / total", previous and next buttons (and ← →) when there are several, Escape or the
 * close button to leave. While open the rest of the page is inert and Tab cycles through its controls; the caller
 * puts focus back where the viewer was opened from (in `onClose`).
 */
export function ImageViewer(props: {
  images: readonly ViewerImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  texts: ImageViewerTexts;
}) {
  const { images, index, onIndex, onClose, texts } = props;
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const current = images[Math.min(Math.max(index, 0), total - 1)];
  const go = (step: number) => onIndex((index + step + total) % total);

  useEffect(() => {
    const host = dialog.current?.parentElement;
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

  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && total > 1) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft' && total > 1) {
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

  return createPortal(
    <div>
      <div ref={dialog} css={overlay} role="dialog" aria-modal="true" aria-label={texts.label} tabIndex={-1} onKeyDown={onKeyDown} data-image-viewer="">
        <div css={bar}>
          <span css={counterStyle} aria-live="polite">
            {total > 1 ? texts.counter(index + 1, total) : ''}
          </span>
          <IconButton ref={closeButton} label={texts.close} icon={<CloseIcon />} css={light} onClick={onClose} />
        </div>
        <div css={stage}>
          {total > 1 ? (
            <IconButton label={texts.previous} icon={<ArrowRightIcon css={back} />} css={[light, arrow, previousStyle]} onClick={() => go(-1)} />
          ) : (
            <span />
          )}
          <figure css={figure}>
            <ResponsiveImage key={index} image={current.image} alt={current.alt} sizes="100vw" fit="contain" priority />
          </figure>
          {total > 1 ? (
            <IconButton label={texts.next} icon={<ArrowRightIcon />} css={[light, arrow, nextStyle]} onClick={() => go(1)} />
          ) : (
            <span />
          )}
        </div>
        <p css={caption}>{current.alt}</p>
      </div>
    </div>,
    document.body,
  );
}
