import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_REL } from '@art/layout';
import type { SponsorFields } from '../documents';
import {
  Button,
  colours,
  fonts,
  Container,
  focusRing,
  Heading,
  mq,
  ResponsiveImage,
  space,
  Stack,
  Text,
  textStyle,
  VisuallyHidden,
} from '@art/ui';
import { useLink, type PageData } from '@art/site';
import type { SponsorsPageData } from './sponsors-page';

const page = css({ paddingBlock: space[8] });
const levelStyle = css({ display: 'grid', gap: space[5], paddingTop: space[6], borderTop: `1px solid ${colours.ink}` });
const grid = (main: boolean) =>
  css({
    display: 'grid',
    gap: space[5],
    listStyle: 'none',
    margin: 0,
    padding: 0,
    gridTemplateColumns: main ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
    [mq.tablet]: { gridTemplateColumns: main ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))' },
    [mq.desktop]: { gridTemplateColumns: main ? 'repeat(2, minmax(0, 1fr))' : 'repeat(4, minmax(0, 1fr))' },
  });
const tile = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space[5],
  height: '100%',
  boxSizing: 'border-box',
  border: `1px solid ${colours.rule}`,
  color: colours.ink,
  textDecoration: 'none',
  'a&:hover': { borderColor: colours.ink },
  'a&:focus-visible': focusRing.styles,
});
/** The height every logo of a level is drawn at (and a name without a logo is set in): main sponsors larger. */
const LOGO_HEIGHT = { main: '6rem', other: '4rem' } as const;
const mark = (main: boolean) =>
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: main ? LOGO_HEIGHT.main : LOGO_HEIGHT.other,
    picture: { display: 'flex', justifyContent: 'center', height: '100%', maxWidth: '100%' },
    img: { display: 'block', height: '100%', width: 'auto', maxWidth: '100%', objectFit: 'contain' },
  });
// A sponsor without a logo: its name in the display face at one size, never scaled to fit.
const nameMark = css(textStyle('h3'), {
  fontFamily: fonts.display,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  lineHeight: 1.15,
  // Two lines at most inside the logo's height; a longer name is cut with an ellipsis (the link still names it).
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});
const cta = css({
  display: 'grid',
  gap: space[4],
  padding: space[7],
  background: colours.surface,
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) auto', alignItems: 'center', gap: space[8] },
});

function SponsorTile({ sponsor, main }: { sponsor: SponsorFields; main: boolean }) {
  const { t } = useTranslation('sponsors');
  const content = (
    <span css={mark(main)} data-sponsor-mark="">
      {sponsor.logo ? (
        <ResponsiveImage
          image={sponsor.logo}
          alt={sponsor.name}
          sizes={main ? '(min-width: 768px) 40vw, 90vw' : '(min-width: 1025px) 22vw, (min-width: 768px) 30vw, 45vw'}
          dominantColour="#ffffff"
        />
      ) : (
        <span css={nameMark}>{sponsor.name}</span>
      )}
    </span>
  );
  // The sponsor's site opens in a new tab (it leaves the fair), without giving that page a handle on this one.
  return sponsor.url ? (
    <a href={sponsor.url} target="_blank" rel={EXTERNAL_REL} css={tile} data-sponsor={sponsor.name}>
      {content}
      <VisuallyHidden>{`, ${t('page.website')} ${t('layout.newTab', { ns: 'common' })}`}</VisuallyHidden>
    </a>
  ) : (
    <div css={tile} data-sponsor={sponsor.name}>
      {content}
    </div>
  );
}

/** The fair's sponsors by level, each logo linking to the sponsor's site, and the way to become one. */
export function SponsorsPageView({ data }: { data: PageData<SponsorsPageData> }) {
  const link = useLink();
  const { t } = useTranslation('sponsors');
  const { levels } = data.page;
  return (
    <Container>
      <Stack gap={8} css={page}>
        <Stack gap={3}>
          {/* "Patrocinadores" is wider than a 320 px screen at display size: hyphenated, never cut mid-word. */}
          <Heading level={2} size="display" css={css({ hyphens: 'auto' })}>
            {t('sponsors')}
          </Heading>
          <Text tone="muted" measure>
            {t('intro')}
          </Text>
        </Stack>
        {levels.length === 0 ? <Text data-sponsors-empty="">{t('page.noSponsors')}</Text> : null}
        {levels.map(({ level, sponsors }) => (
          <section key={level} css={levelStyle} aria-labelledby={`sponsors-${level}`} data-level={level}>
            <Heading level={3} size="h3" id={`sponsors-${level}`}>
              {t(`sponsorLevels.${level}`, { ns: 'common' })}
            </Heading>
            <ul css={grid(level === 'main')}>
              {sponsors.map((sponsor) => (
                <li key={sponsor.id}>
                  <SponsorTile sponsor={sponsor} main={level === 'main'} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section css={cta} aria-labelledby="sponsors-cta">
          <Stack gap={3}>
            <Heading level={3} size="h2" id="sponsors-cta">
              {t('page.cta.heading')}
            </Heading>
            <Text measure>{t('page.cta.text')}</Text>
          </Stack>
          <div>
            <Button as="a" href={link('sponsors-collaborate', {})} size="large">
              {t('page.cta.link')}
            </Button>
          </div>
        </section>
      </Stack>
    </Container>
  );
}
