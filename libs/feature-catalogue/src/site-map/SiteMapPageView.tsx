import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Anchor, colours, Container, Heading, mq, space, Stack, Text } from '@art/ui';
import { useSite, useSiteProfile, type PageData } from '@art/site';
import type { SiteMapPageData } from './site-map-page';

const sectionsGrid = css({
  display: 'grid',
  gap: space[8],
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const links = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

const contentLinks = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  columnGap: space[7],
  columns: 1,
  [mq.tablet]: { columns: 2 },
  [mq.desktop]: { columns: 4 },
  li: { breakInside: 'avoid', paddingBlock: space[1] },
});

const block = css({ borderTop: `1px solid ${colours.rule}`, paddingTop: space[5] });

/** The SiteMap page of both sites: the site's pages by group, then a few of each kind of content with the way to all. */
export function SiteMapPageView({ data }: { data: PageData<SiteMapPageData> }) {
  const site = useSite();
  const profile = useSiteProfile();
  const { t } = useTranslation('info');
  const { t: tc } = useTranslation();
  const { sections, content } = data.page;
  return (
    <Container>
      <Stack gap={8} css={css({ paddingBlock: space[8] })}>
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('siteMap.heading')}
          </Heading>
          <Text tone="muted" measure>
            {t('siteMap.intro', { context: profile.textContext })}
          </Text>
        </Stack>
        <div css={sectionsGrid}>
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`site-map-${section.key}`} css={block}>
              <Stack gap={3}>
                <Heading level={3} size="h3" id={`site-map-${section.key}`}>
                  {t(`siteMap.sections.${section.key}`)}
                </Heading>
                <ul css={links}>
                  {section.links.map((item) => (
                    <li key={item.key}>
                      <Anchor href={item.href}>
                        {item.label ?? (item.site === site ? tc('menu.home') : tc(`meta.${item.site}.name`))}
                      </Anchor>
                    </li>
                  ))}
                </ul>
              </Stack>
            </section>
          ))}
        </div>
        {content.map((kind) => (
          <section key={kind.key} aria-labelledby={`site-map-content-${kind.key}`} css={block}>
            <Stack gap={4}>
              <Heading level={3} size="h3" id={`site-map-content-${kind.key}`}>
                {t(`siteMap.content.${kind.key}`)}
              </Heading>
              <ul css={contentLinks}>
                {kind.links.map((item) => (
                  <li key={item.id}>
                    <Anchor href={item.url}>{item.label}</Anchor>
                  </li>
                ))}
              </ul>
              {kind.allHref ? (
                <div>
                  <Anchor href={kind.allHref}>{t(`siteMap.all.${kind.key}`, { count: kind.totalCount })}</Anchor>
                </div>
              ) : null}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
