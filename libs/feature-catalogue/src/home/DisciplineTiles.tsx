import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DISCIPLINES } from '@art/model';
import type { RouteKey } from '@art/routing';
import { useLink, useSiteProfile } from '@art/site';
import {
  Anchor,
  colours,
  focusRing,
  Heading,
  MASONRY_GAPS,
  masonryImageSizes,
  motion,
  mq,
  ResponsiveImage,
  space,
  zIndex,
  type MasonryColumns,
} from '@art/ui';
import type { HomeDiscipline } from '../documents';

/** Two tiles a row on phones, the four in one row from tablets on. */
const COLUMNS: MasonryColumns = { mobile: 2, tablet: 4, desktop: 4, wide: 4 };
const TILE_RATIO = 4 / 5;
const TILE_SIZES = masonryImageSizes(COLUMNS);

const tiles = css({
  display: 'grid',
  gridTemplateColumns: `repeat(${COLUMNS.mobile}, minmax(0, 1fr))`,
  gap: MASONRY_GAPS.mobile,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mq.tablet]: { gridTemplateColumns: `repeat(${COLUMNS.tablet}, minmax(0, 1fr))`, gap: MASONRY_GAPS.tablet },
  [mq.desktop]: { gap: MASONRY_GAPS.desktop },
});
const tile = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  '& img': { transition: `opacity ${motion.base} ${motion.easing}` },
  '&:hover img': { opacity: 0.92 },
  '&:hover a': { textDecoration: 'underline', textDecorationThickness: 1, textUnderlineOffset: '0.2em' },
});
const placeholder = css({ aspectRatio: String(TILE_RATIO), backgroundColor: colours.surface });
const name = css({ overflowWrap: 'anywhere' });
const tileLink = css({
  color: colours.ink,
  textDecoration: 'none',
  // The link covers the whole tile, so the picture and the name are one target.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: zIndex.raised },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': focusRing.styles,
});

/**
 * "Explore by discipline": a tile per discipline, the picture of a work that stands for it (its alt names the work)
 * over the discipline's name, the whole tile one link to the site's works list of that discipline.
 */
export function DisciplineTiles({ disciplines }: { disciplines: readonly HomeDiscipline[] }) {
  const { t } = useTranslation('home');
  const link = useLink();
  const { keys } = useSiteProfile();
  return (
    <ul css={tiles}>
      {disciplines.map((discipline) => {
        // Only the disciplines the sites have a works route for: the model's, by number.
        const known = DISCIPLINES.find((d) => d.id === discipline.id);
        if (!known) return null;
        const cover = discipline.cover;
        const image = cover?.images[0];
        return (
          <li key={known.id} css={tile}>
            {cover && image ? (
              <ResponsiveImage
                image={image}
                alt={t('workAlt', { title: cover.title, artist: cover.artist.fullName })}
                sizes={TILE_SIZES}
                aspectRatio={TILE_RATIO}
              />
            ) : (
              <div css={placeholder} />
            )}
            <Heading level={3} size="h3" css={name}>
              <Anchor css={tileLink} href={link(`${keys.worksPrefix}-${known.key}` as RouteKey, {})}>
                {discipline.name}
              </Anchor>
            </Heading>
          </li>
        );
      })}
    </ul>
  );
}
