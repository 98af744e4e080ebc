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
import { useLink, type PageData } from '@art/site';
import { absoluteUrl, Breadcrumbs, cardGrid } from '@art/page-kit';
import type { CategoryPageData } from './trends-page';

const grid = cardGrid('13rem', 5, 6);
const card = css({
  display: 'grid',
  gap: space[2],
  color: colours.ink,
  textDecoration: 'none',
  '&:focus-visible': focusRing.styles,
  '&:hover span': { textDecoration: 'underline' },
});
const blank = css({ aspectRatio: '4 / 3', background: colours.surface });
const name = css(textStyle('body'), { fontWeight: 600 });

/** The shop's trends by type (styles, themes, techniques), each a link to its works with a picture of one of them. */
export function CategoryPageView({ data }: { data: PageData<CategoryPageData> }) {
  const link = useLink();
  const { t } = useTranslation('trends');
  const { t: tc } = useTranslation();
  const pageUrl = data.head.canonical;
  const { groups } = data.page;
  const crumbs = [{ name: tc('menu.home'), url: absoluteUrl(link('shop-home', {}), pageUrl) }, { name: t('trends') }];
  return (
    <Container>
      <Stack gap={8} css={css({ paddingBlock: space[6] })}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('trends')}
          </Heading>
          <Text measure>{t('categoryIntro')}</Text>
        </Stack>
        {groups.length === 0 ? <Text tone="muted">{t('noTrends')}</Text> : null}
        {groups.map((group) => (
          <section key={group.type} aria-labelledby={`trends-${group.type}`}>
            <Stack gap={4}>
              <Heading level={2} size="h2" id={`trends-${group.type}`}>
                {t(`groups.${group.type}`)}
              </Heading>
              <ul css={grid}>
                {group.trends.map((trend) => (
                  <li key={trend.id}>
                    <Anchor href={trend.url} css={card}>
                      {trend.image ? (
                        <ResponsiveImage
                          image={trend.image}
                          alt=""
                          sizes="(min-width: 1025px) 20vw, (min-width: 768px) 33vw, 100vw"
                          aspectRatio={4 / 3}
                        />
                      ) : (
                        <div css={blank} />
                      )}
                      <span css={name}>{trend.name}</span>
                    </Anchor>
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
