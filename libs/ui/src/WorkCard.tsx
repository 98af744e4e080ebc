import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Language } from '@art/model';
import { Anchor } from './Anchor';
import { Badge } from './Badge';
import { Heading, type HeadingLevel } from './Heading';
import type { ImageData } from './image-sources';
import { MASONRY_IMAGE_SIZES } from './Masonry';
import { Price } from './Price';
import { ResponsiveImage } from './ResponsiveImage';
import { isSafeHref } from './safe-href';
import { colours, focusRing, fontWeights, motion, textStyle, zIndex } from './theme';

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  color: colours.ink,
  '&:hover [data-work-title]': {
    textDecoration: 'underline',
    textDecorationThickness: 1,
    textUnderlineOffset: '0.2em',
  },
  '&:hover img': { opacity: 0.92 },
});
const media = css({ '& img': { transition: `opacity ${motion.base} ${motion.easing}` } });
const noImage = css({ aspectRatio: '4 / 5', backgroundColor: colours.surface });
const body = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '0.75rem' });
const meta = css({ display: 'flex', flexDirection: 'column', gap: '0.35rem', minWidth: 0 });
const heading = css(textStyle('small'), { fontWeight: fontWeights.regular, margin: 0 });
const link = css({
  color: 'inherit',
  textDecoration: 'none',
  // The link covers the whole card, so the image and the text are one target; the action sits above it.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: zIndex.raised },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': focusRing.styles,
});
const artist = css({ display: 'block', fontWeight: fontWeights.semibold });
const workTitle = css({ display: 'block', color: colours.muted, overflowWrap: 'anywhere' });
const priceStyle = css(textStyle('small'));
const action = css({
  position: 'relative',
  zIndex: zIndex.raised + 1,
  flexShrink: 0,
  marginBlockStart: '-0.5rem',
  marginInlineEnd: '-0.5rem',
});

/** Props of `WorkCard`: every text comes translated from the caller. */
export interface WorkCardProps {
  /** Address of the work page. */
  href: string;
  /** The work's first image; null shows a quiet placeholder. */
  image: ImageData | null | undefined;
  /** Alt text of the image; empty by default, since the card's link already names the work. */
  imageAlt?: string;
  artistName: string;
  title: string;
  year?: number | string | null;
  /** Euros with VAT; null or 0 (no public price) shows `priceFallback`. */
  price: number | null | undefined;
  currency?: string | null;
  lang: Language;
  /** Shown instead of a price ("Consultar precio"). */
  priceFallback: ReactNode;
  /** The VAT note ("IVA incluido"), if wanted. */
  vatLabel?: string;
  /** A state shown instead of the price ("Vendida", "No disponible"): when given, the card shows it, without a price. */
  stateLabel?: string | null;
  /** A control beside the text, such as the save (heart) button. */
  action?: ReactNode;
  /** Level of the heading holding the link; 3 by default. */
  headingLevel?: HeadingLevel;
  /** `sizes` of the image; the default masonry's by default. */
  sizes?: string;
  /** Load the image first (cards of the first screen); a media query: at those widths only (`ResponsiveImage`). */
  priority?: boolean | string;
  /** Placeholder colour while the image loads: hex or filter colour key. */
  dominantColour?: string | null;
  className?: string;
}

/**
 * A work in a list: image, artist, title and year, then the price (or the fallback, or the state that replaces it),
 * one link over the whole card and an optional action. Presentational only.
 * @example <WorkCard href={work.url} image={work.images[0]} artistName={work.artist.fullName} title={work.title}
 *   year={work.year} price={work.price} lang={lang} priceFallback={t('askPrice')} action={<SaveButton … />} />
 */
export function WorkCard({
  href,
  image,
  imageAlt = '',
  artistName,
  title,
  year,
  price,
  currency,
  lang,
  priceFallback,
  vatLabel,
  stateLabel,
  action: actionSlot,
  headingLevel = 3,
  sizes = MASONRY_IMAGE_SIZES,
  priority = false,
  dominantColour,
  className,
}: WorkCardProps) {
  const yearText = year === null || year === undefined ? '' : String(year).trim();
  const state = stateLabel?.trim();
  return (
    <article css={card} className={className}>
      <div css={media}>
        {image ? (
          <ResponsiveImage
            image={image}
            alt={imageAlt}
            sizes={sizes}
            priority={priority}
            dominantColour={dominantColour}
          />
        ) : (
          <div css={noImage} data-no-image="" />
        )}
      </div>
      <div css={body}>
        <div css={meta}>
          <Heading level={headingLevel} css={heading}>
            <Anchor css={link} href={isSafeHref(href) ? href : undefined}>
              <span css={artist}>{artistName}</span>{' '}
              <span css={workTitle} data-work-title="">
                {title}
                {yearText ? `, ${yearText}` : null}
              </span>
            </Anchor>
          </Heading>
          {state ? (
            <span>
              <Badge tone="ink">{state}</Badge>
            </span>
          ) : (
            <Price
              css={priceStyle}
              amount={price !== null && price !== undefined && price > 0 ? price : null}
              currency={currency}
              lang={lang}
              vatLabel={vatLabel}
              fallback={priceFallback}
            />
          )}
        </div>
        {actionSlot ? <div css={action}>{actionSlot}</div> : null}
      </div>
    </article>
  );
}
