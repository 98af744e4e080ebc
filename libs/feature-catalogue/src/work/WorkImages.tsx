import { css } from '@emotion/react';
import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { colours, focusRing, ResponsiveImage, space, textStyle } from '@art/ui';
import { ImageViewer, largestImageUrl, loadImageViewer, type ViewerImage } from '@art/page-kit';

const frame = css({ margin: 0, display: 'grid', gap: space[3] });
const zoomLink = css({
  display: 'block',
  position: 'relative',
  background: colours.surface,
  cursor: 'zoom-in',
  '&:focus-visible': focusRing.styles,
});
const hint = css(textStyle('small'), {
  position: 'absolute',
  insetInlineEnd: space[2],
  insetBlockEnd: space[2],
  padding: `${space[1]} ${space[2]}`,
  background: 'rgba(255, 255, 255, 0.9)',
  color: colours.ink,
});
const thumbs = css({ display: 'flex', flexWrap: 'wrap', gap: space[2], listStyle: 'none', margin: 0, padding: 0 });
const thumb = css({
  display: 'block',
  width: '4.5rem',
  padding: 0,
  border: `2px solid transparent`,
  background: colours.surface,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: colours.ink },
  '&:focus-visible': focusRing.styles,
});

/**
 * The pictures of a work: the one chosen, large, leading to its largest size (so without JavaScript a click opens
 * it); once the page runs, a click, a tap or Enter opens the full-screen viewer instead, where every picture can be
 * browsed, and closing it brings focus back. Several pictures get a row of thumbnails to choose from.
 */
export function WorkImages({ images, title }: { images: readonly ViewerImage[]; title: string }) {
  const { t } = useTranslation('works');
  const [chosen, setChosen] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const enhanced = useHydrated();
  const link = useRef<HTMLAnchorElement>(null);
  const current = images[chosen] ?? images[0];
  if (!current) return null;

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) still opens the image itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(chosen);
  };

  return (
    <figure css={frame}>
      <a
        ref={link}
        href={largestImageUrl(current.image)}
        css={zoomLink}
        onClick={onOpen}
        onPointerEnter={() => void loadImageViewer()}
        onFocus={() => void loadImageViewer()}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        aria-label={t('workPage.zoom.open', { title })}
        data-work-zoom=""
      >
        <ResponsiveImage image={current.image} alt={current.alt} sizes="(min-width: 1025px) 60vw, 100vw" priority />
        <span css={hint} aria-hidden="true">
          {t('workPage.zoom.hint')}
        </span>
      </a>
      {images.length > 1 ? (
        <ul css={thumbs} aria-label={t('workPage.zoom.thumbnails')}>
          {images.map((picture, i) => (
            <li key={picture.image.url}>
              <button
                type="button"
                css={thumb}
                aria-pressed={i === chosen}
                aria-label={t('workPage.zoom.choose', { n: i + 1, total: images.length })}
                onClick={() => setChosen(i)}
              >
                <ResponsiveImage image={picture.image} alt="" sizes="72px" aspectRatio={1} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            index={open}
            onIndex={(i) => {
              setOpen(i);
              setChosen(i);
            }}
            onClose={() => setOpen(null)}
            returnFocus={() => link.current}
            texts={{
              label: t('workPage.zoom.viewer', { title }),
              close: t('workPage.zoom.close'),
              previous: t('workPage.zoom.previous'),
              next: t('workPage.zoom.next'),
              counter: (n, total) => t('workPage.zoom.counter', { n, total }),
            }}
          />
        </Suspense>
      ) : null}
    </figure>
  );
}
