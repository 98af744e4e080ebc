import { css } from '@emotion/react';
import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import type { FairPhotoFields } from '../documents';
import { ResponsiveImage, colours, focusRing, mq, space, textStyle } from '@art/ui';
import { cardGrid, ImageViewer, largestImageUrl, loadImageViewer, type ViewerImage } from '@art/page-kit';

const grid = cardGrid('16rem', 5, 7);
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

/** The address of a photograph's largest JPEG: where a thumbnail leads without JavaScript. */
export function fullImageUrl(photo: FairPhotoFields): string {
  return largestImageUrl(photo.image);
}

/**
 * The fair's photographs as a grid of thumbnails. Each links to the full image, so without JavaScript a click opens
 * it; once the page runs, a click (or Enter) opens the full-screen viewer instead, and closing it brings focus back to
 * the thumbnail it was opened from.
 */
export function PhotoGallery({ photos }: { photos: readonly FairPhotoFields[] }) {
  const { t } = useTranslation('info');
  // The thumbnail the viewer was opened from (focus goes back there) and the photograph it shows.
  const [openedFrom, setOpenedFrom] = useState<number | null>(null);
  const [shown, setShown] = useState(0);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // Until the page runs, a thumbnail is a plain link to its image; then it opens the viewer.
  const enhanced = useHydrated();

  const openAt = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) still opens the image itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpenedFrom(i);
    setShown(i);
  };
  const pictures: ViewerImage[] = photos.map((photo) => ({
    image: photo.image,
    alt: photo.caption,
    credit: photo.credit ? t('photoView.credit', { name: photo.credit }) : null,
  }));

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
              onPointerEnter={() => void loadImageViewer()}
              onFocus={() => void loadImageViewer()}
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
      {openedFrom !== null ? (
        <Suspense fallback={null}>
          <ImageViewer
            id="photo-viewer"
            images={pictures}
            index={shown}
            onIndex={setShown}
            onClose={() => setOpenedFrom(null)}
            returnFocus={() => links.current[openedFrom]}
            texts={{
              label: t('photoView.viewer'),
              close: t('photoView.close'),
              previous: t('photoView.previous'),
              next: t('photoView.next'),
              // The browser tests read the position through this attribute.
              counter: (n, total) => <span data-photo-counter="">{t('photoView.counter', { n, total })}</span>,
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
