import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Anchor,
  colours,
  Container,
  focusRing,
  Heading,
  ResponsiveImage,
  space,
  Stack,
  Text,
  textStyle,
} from '@art/ui';
import { useLink, usePageLang, type PageData } from '@art/site';
import { absoluteUrl, Breadcrumbs, cardGrid, formatDayRange, ListPager, queryString } from '@art/page-kit';
import type { ShowsPageData } from './shows-page';

const grid = cardGrid('20rem', 6, 8);
const card = css({ display: 'grid', gap: space[2], alignContent: 'start' });
const titleLink = css({
  color: colours.ink,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing.styles,
  // The whole card answers a click on its title's link.
  '&::after': { content: '""', position: 'absolute', inset: 0 },
});
const cardFrame = css({ position: 'relative', display: 'grid', gap: space[3] });
const blank = css({ aspectRatio: '16 / 9', background: colours.surface });
const meta = css(textStyle('small'), { color: colours.muted, margin: 0 });
const raised = css({ position: 'relative', zIndex: 1 });

/** The shop's shows as cards (picture, title, gallery, dates), a page at a time with a link to the next. */
export function ShowsPageView({ data }: { data: PageData<ShowsPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const { t } = useTranslation('shows');
  const { t: tc } = useTranslation();
  const { shows, pageInfo, after } = data.page;
  const pageUrl = data.head.canonical;
  const here = link('shows', {});
  const crumbs = [{ name: tc('menu.home'), url: absoluteUrl(link('shop-home', {}), pageUrl) }, { name: t('shows') }];
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[6] })}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('shows')}
          </Heading>
          <Text measure>{t('intro')}</Text>
        </Stack>
        {shows.length > 0 ? (
          <ul css={grid} aria-label={t('shows')}>
            {shows.map((show, i) => {
              const days = formatDayRange(show.startsOn, show.endsOn, lang);
              return (
                <li key={show.id} css={card}>
                  <div css={cardFrame}>
                    {show.image ? (
                      <ResponsiveImage
                        image={show.image}
                        alt=""
                        sizes="(min-width: 1025px) 33vw, (min-width: 768px) 50vw, 100vw"
                        aspectRatio={16 / 9}
                        priority={i < 3}
                      />
                    ) : (
                      <div css={blank} />
                    )}
                    <Heading level={3} size="h3">
                      <Anchor href={show.url} css={titleLink}>
                        {show.title}
                      </Anchor>
                    </Heading>
                    {show.gallery ? (
                      <p css={[meta, raised]}>
                        {t('show.galleryPrefix')} <Anchor href={show.gallery.url}>{show.gallery.comercialName}</Anchor>
                      </p>
                    ) : null}
                    {days ? <p css={meta}>{days}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <Text tone="muted">{t('noShows')}</Text>
        )}
        <ListPager
          firstHref={after ? here : null}
          nextHref={
            pageInfo.hasNextPage && pageInfo.endCursor ? `${here}${queryString([['after', pageInfo.endCursor]])}` : null
          }
          texts={{ first: t('firstPage'), next: t('nextPage') }}
        />
      </Stack>
    </Container>
  );
}
