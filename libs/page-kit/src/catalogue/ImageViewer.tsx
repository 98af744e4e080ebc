import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ArrowRightIcon, CloseIcon, IconButton, ResponsiveImage, colours, mq, space, textStyle, zIndex } from '@art/ui';
import type { ApiImage } from '../types';

/** One picture of the viewer: the image, the text that describes it and what is written under it. */
export interface ViewerImage {
  image: ApiImage;
  alt: string;
  /** The text under the picture; its `alt` by default. */
  caption?: string;
  /** A second, quieter line under the caption, already translated (e.g. "Foto: Marta Ruiz"). */
  credit?: string | null;
}

/**
 * Texts of {@link ImageViewer}, already translated. `counter` gives what the counter shows for position `n` of
 * `total`, e.g. "2 / 3" (a node, so a caller may wrap it).
 */
export interface ImageViewerTexts {
  label: string;
  close: string;
  previous: string;
  next: string;
  counter: (n: number, total: number) => ReactNode;
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
const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${space[3]} ${space[4]}`,
});
const counterStyle = css(textStyle('small'), { fontVariantNumeric: 'tabular-nums' });
const stage = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr)',
  alignItems: 'center',
  minHeight: 0,
  [mq.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: space[2], paddingInline: space[2] },
  [mq.desktop]: { gap: space[5], paddingInline: space[5] },
});
// On a phone the arrows lie over the picture's edges, so it can use the whole width.
const arrow = css({
  [mq.mobileOnly]: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    background: 'rgba(0, 0, 0, 0.55)',
  },
});
const previousStyle = css({ [mq.mobileOnly]: { left: space[2] } });
const nextStyle = css({ [mq.mobileOnly]: { right: space[2] } });
// The picture fits the space the bar and the caption leave, whatever the caption's length.
const figure = css({
  margin: 0,
  height: '100%',
  minHeight: 0,
  '& picture': { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  '& img': { width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: '100%', background: 'transparent' },
});
const captionStyle = css(textStyle('small'), {
  margin: 0,
  padding: `${space[3]} ${space[5]} ${space[5]}`,
  textAlign: 'center',
  minHeight: '2.5rem',
});
const creditStyle = css({ display: 'block', color: '#c9c9c9' });
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
 * allows, its caption (and credit), "n / total", previous and next buttons (and ← →) when there are several, Escape
 * or the close button to leave. While open the rest of the page is inert and Tab cycles through its controls; when it
 * closes (the caller unmounts it from `onClose`), focus goes back to `returnFocus()`, or to what had it when it opened.
 * @example {open !== null ? <ImageViewer images={pictures} index={open} onIndex={setOpen} onClose={() => setOpen(null)} returnFocus={() => link.current} texts={texts} /> : null}
 */
export function ImageViewer(props: {
  images: readonly ViewerImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  texts: ImageViewerTexts;
  /** Where focus goes when the viewer closes (the element it was opened from), asked at that moment. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** The dialog's id; its caption's is `${id}-caption`. Generated when left out. */
  id?: string;
}) {
  const { images, index, onIndex, onClose, texts, returnFocus } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const position = Math.min(Math.max(index, 0), total - 1);
  const current = images[position];
  const go = (step: number) => onIndex((position + step + total) % total);

  // Mounting opens the viewer and unmounting closes it, so this runs once, with the props it opened with.
  useEffect(() => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = dialog.current?.parentElement;
    const others = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert,
    );
    for (const el of others) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      for (const el of others) el.inert = false;
      document.body.style.overflow = overflow;
      const opener = returnFocus?.() ?? focused;
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the page behind is made inert and given back on close
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
      <div
        ref={dialog}
        id={id}
        css={overlay}
        role="dialog"
        aria-modal="true"
        aria-label={texts.label}
        aria-describedby={`${id}-caption`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-image-viewer=""
      >
        <div css={bar}>
          <span css={counterStyle} aria-live="polite">
            {total > 1 ? texts.counter(position + 1, total) : null}
          </span>
          <IconButton ref={closeButton} label={texts.close} icon={<CloseIcon />} css={light} onClick={onClose} />
        </div>
        <div css={stage}>
          {total > 1 ? (
            <IconButton
              label={texts.previous}
              icon={<ArrowRightIcon css={back} />}
              css={[light, arrow, previousStyle]}
              onClick={() => go(-1)}
            />
          ) : (
            <span />
          )}
          <figure css={figure}>
            <ResponsiveImage
              key={position}
              image={current.image}
              alt={current.alt}
              sizes="100vw"
              fit="contain"
              priority
            />
          </figure>
          {total > 1 ? (
            <IconButton
              label={texts.next}
              icon={<ArrowRightIcon />}
              css={[light, arrow, nextStyle]}
              onClick={() => go(1)}
            />
          ) : (
            <span />
          )}
        </div>
        <p css={captionStyle} id={`${id}-caption`}>
          {current.caption ?? current.alt}
          {current.credit ? <span css={creditStyle}>{current.credit}</span> : null}
        </p>
      </div>
    </div>,
    document.body,
  );
}
