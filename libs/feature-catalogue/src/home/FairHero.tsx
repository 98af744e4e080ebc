import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '@art/page-kit';
import type { Lang } from '@art/routing';
import { useLink } from '@art/site';
import {
  Anchor,
  breakpoints,
  Button,
  Cluster,
  colours,
  CONTAINER_MAX_WIDTH,
  CONTAINER_PADDING,
  fontWeights,
  Heading,
  mq,
  ResponsiveImage,
  space,
  Stack,
  Text,
  textStyle,
} from '@art/ui';
import type { HomeCatalog, HomeWork } from '../documents';

/** The picture's box: one ratio at every width, so the page does not move while it loads; the work is never cropped. */
const PICTURE_RATIO = 4 / 3;
/** The gap between the picture and the text on desktops, in px (`space[10]`). */
const COLUMN_GAP = 64;
/**
 * How wide the picture is shown: the whole screen on phones, the page less its padding on tablets, and on desktops
 * three fifths of the page (at most 1400 px) less the gap.
 */
const PICTURE_SIZES = [
  `${mq.desktop.replace('@media ', '')} calc((min(100vw, ${CONTAINER_MAX_WIDTH + 2 * CONTAINER_PADDING.desktop}px) - ${2 * CONTAINER_PADDING.desktop + COLUMN_GAP}px) * 3 / 5)`,
  `${mq.tablet.replace('@media ', '')} calc(100vw - ${2 * CONTAINER_PADDING.tablet}px)`,
  '100vw',
].join(', ');

const hero = css({
  display: 'grid',
  // One column no wider than the page: a long word never widens it past the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[5],
  paddingBlock: `${space[4]} ${space[8]}`,
  borderBottom: `1px solid ${colours.ink}`,
  [mq.desktop]: {
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: `${COLUMN_GAP}px`,
    alignItems: 'center',
    paddingBlock: `${space[7]} ${space[9]}`,
  },
});
/**
 * A phone shorter than 760 px (375 × 740, 320 × 568): the cookie banner of a first visit takes the screen's foot, so
 * the picture gives up height (never width) and the texts tighten, keeping tickets and visitor information in view
 * above the banner (issue 18).
 */
const shortPhone = `@media (max-width: ${breakpoints.tablet - 0.02}px) and (max-height: 760px)`;
// Edge to edge on phones, as the work is the first thing seen; inside the page from tablets on.
const figure = css({
  margin: 0,
  marginInline: -CONTAINER_PADDING.mobile,
  [mq.tablet]: { marginInline: 0 },
  // The whole work still shows (`contain`), on a box as wide as the screen and as high as what is left above the
  // texts; fixed by the screen's size, so nothing moves while the picture loads.
  [shortPhone]: { '& img': { aspectRatio: 'auto', height: 'min(75vw, calc(100svh - 29rem))' } },
});
const caption = css(textStyle('small'), {
  marginBlockStart: space[2],
  paddingInline: CONTAINER_PADDING.mobile,
  color: colours.muted,
  [mq.tablet]: { paddingInline: 0 },
  [shortPhone]: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});
const texts = css({ [shortPhone]: { gap: space[3] } });
// On phones both ways in share one row, as large as each other (a long label wraps inside its button).
const actions = css({
  [mq.mobileOnly]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '& > a': { whiteSpace: 'normal', textAlign: 'center', paddingInline: space[3] },
  },
});
const creditLink = css({ color: colours.ink, fontWeight: fontWeights.semibold });
/**
 * The fair's name: from 30 px at 320 px to 60 px at 1440 px; a word that still does not fit ('Contemporáneo' at 320)
 * is hyphenated in the page's language, or broken, rather than cut or scrolled sideways.
 */
const heading = css({
  fontSize: 'clamp(1.875rem, 1.3393rem + 2.6786vw, 3.75rem)',
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  [shortPhone]: { fontSize: '1.5rem' },
});
const dates = css(textStyle('h3'), { margin: 0, fontSize: 'clamp(1.25rem, 1.0714rem + 0.8929vw, 1.875rem)' });

/**
 * The fair's first screen: a work of the edition large and credited (artist, title and year, gallery; a link to its
 * page), beside the fair's name, the edition's days and venue, and the ways in: tickets and visitor information.
 */
export function FairHero({ catalog, work, lang }: { catalog: HomeCatalog | null; work: HomeWork | null; lang: Lang }) {
  const { t } = useTranslation('home');
  const link = useLink();
  const image = work?.images[0];
  const days = formatDayRange(catalog?.startsOn, catalog?.endsOn, lang);
  return (
    <section css={hero} aria-labelledby="home-heading">
      {work && image ? (
        <figure css={figure}>
          {/* The work is never cropped: `contain` in a box of one ratio, on the quiet colour of a wall. */}
          <ResponsiveImage
            image={image}
            alt={t('workAlt', { title: work.title, artist: work.artist.fullName })}
            sizes={PICTURE_SIZES}
            aspectRatio={PICTURE_RATIO}
            fit="contain"
            priority
          />
          <figcaption css={caption}>
            <Anchor css={creditLink} href={work.url}>
              {work.artist.fullName}
            </Anchor>
            , <cite>{work.title}</cite>
            {work.year ? `, ${work.year}` : null}
            {work.gallery ? `. ${t('courtesy', { gallery: work.gallery.comercialName })}` : null}
          </figcaption>
        </figure>
      ) : null}
      <Stack gap={5} css={texts}>
        <Heading level={2} size="h1" id="home-heading" css={heading}>
          {t('fair.heading')}
        </Heading>
        {days ? (
          <div>
            <p css={dates}>{days}</p>
            {catalog?.venue ? <Text tone="muted">{catalog.venue}</Text> : null}
          </div>
        ) : null}
        <Cluster gap={3} css={actions}>
          <Button as="a" href={link('tickets', {})}>
            {t('fair.tickets')}
          </Button>
          <Button as="a" variant="secondary" href={link('visitor-info', {})}>
            {t('fair.visitorInfo')}
          </Button>
        </Cluster>
        <Text size="small" measure>
          {t('fair.intro')}
        </Text>
      </Stack>
    </section>
  );
}
