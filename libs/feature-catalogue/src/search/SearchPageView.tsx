import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Anchor,
  Cluster,
  colours,
  Container,
  focusRing,
  Heading,
  Monogram,
  mq,
  space,
  Stack,
  Text,
  textStyle,
} from '@art/ui';
import { useLink, useSiteProfile, type PageData } from '@art/site';
import { CatalogueSearch } from '@art/page-kit';
import type { SearchPageData } from './search-page';
import {
  SEARCH_PAGE_KINDS,
  SEARCH_PAGE_SIZE,
  isTooShortToSearch,
  searchQueryString,
  type SearchQuery,
} from './search-query';

const kindNav = css({
  ul: { display: 'flex', flexWrap: 'wrap', gap: space[2], listStyle: 'none', margin: 0, padding: 0 },
  a: [
    textStyle('small'),
    {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '2.75rem',
      paddingInline: space[4],
      border: `1px solid ${colours.ruleStrong}`,
      color: colours.ink,
      textDecoration: 'none',
      '&:hover': { borderColor: colours.ink },
      '&:focus-visible': focusRing.styles,
    },
  ],
  'a[aria-current="page"]': { backgroundColor: colours.ink, borderColor: colours.ink, color: colours.paper },
});

const list = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${colours.rule}`,
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space[7] },
  [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: space[8] },
  li: { borderBottom: `1px solid ${colours.rule}` },
});

const resultLink = css({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: space[4],
  paddingBlock: space[4],
  color: colours.ink,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '&:hover .result-text': { textDecoration: 'underline' },
  '&:focus-visible': focusRing.styles,
  '& img, & [data-placeholder]': {
    display: 'block',
    width: '4.5rem',
    height: '4.5rem',
    objectFit: 'cover',
    background: colours.surface,
  },
});

/**
 * The search results page of both sites: a GET search form (`?q=`, works without JavaScript), how many results each
 * kind has (works, artists, galleries, shows) as links to list that kind, the results of one kind a page at a time,
 * and the previous and next pages as real links.
 */
export function SearchPageView({ data }: { data: PageData<SearchPageData> }) {
  const { t } = useTranslation('works');
  const { t: common } = useTranslation();
  const profile = useSiteProfile();
  const link = useLink();
  const path = link(profile.keys.search, {});
  const { query, result } = data.page;
  const at = (q: Partial<SearchQuery>) => `${path}${searchQueryString(q)}`;
  const total = result ? SEARCH_PAGE_KINDS.reduce((sum, kind) => sum + result.counts[kind], 0) : 0;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / SEARCH_PAGE_SIZE)) : 1;
  const prevHref = query.page > 1 ? at({ text: query.text, kind: query.kind, page: query.page - 1 }) : null;
  const nextHref = query.page < pages ? at({ text: query.text, kind: query.kind, page: query.page + 1 }) : null;
  const kinds = result ? SEARCH_PAGE_KINDS.filter((kind) => result.counts[kind] > 0 || kind === query.kind) : [];
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[8] })}>
        <Heading level={2} size="h1" css={{ overflowWrap: 'anywhere' }}>
          {result ? t('searchPage.headingFor', { text: query.text }) : t('searchPage.heading')}
        </Heading>
        <CatalogueSearch
          action={path}
          text={query.text}
          clearHref={path}
          texts={{
            label: t('searchPage.label'),
            placeholder: t('searchPage.placeholder', { context: profile.textContext }),
            submit: t('searchPage.submit'),
            clear: t('searchPage.clear'),
          }}
        />
        {isTooShortToSearch(query.text) ? (
          // One letter was searched: not "no matches", but what the search needs.
          <Text role="status" measure>
            {t('searchPage.tooShort', { text: query.text })}
          </Text>
        ) : !result ? (
          <Text tone="muted" measure>
            {t('searchPage.prompt')}
          </Text>
        ) : total === 0 ? (
          <Stack gap={3} align="start">
            <Text role="status">{common('no_se_han_encontrado_coincidencias', { text: query.text })}</Text>
            <Anchor href={link(profile.keys.works, {})}>{t('searchPage.seeAllWorks')}</Anchor>
          </Stack>
        ) : (
          <>
            <Text as="p" tone="muted" role="status">
              {t('searchPage.summary', { count: total, text: query.text })}
            </Text>
            <nav aria-label={t('searchPage.kinds')} css={kindNav}>
              <ul>
                {kinds.map((kind) => (
                  <li key={kind}>
                    <Anchor
                      href={at({ text: query.text, kind })}
                      aria-current={kind === query.kind ? 'page' : undefined}
                    >
                      {t(`searchPage.kind.${kind}`, { count: result.counts[kind] })}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
            {result.nodes.length === 0 ? (
              <Stack gap={3} align="start">
                <Text>{t('searchPage.pastTheEnd')}</Text>
                <Anchor href={at({ text: query.text, kind: query.kind })}>{t('searchPage.firstPage')}</Anchor>
              </Stack>
            ) : (
              <ul css={list} aria-label={t(`searchPage.kind.${query.kind}`, { count: result.totalCount })}>
                {result.nodes.map((node) => (
                  <li key={node.url}>
                    <Anchor href={node.url} css={resultLink}>
                      {node.image ? (
                        <img src={node.image} alt="" width={72} height={72} loading="lazy" />
                      ) : node.kind === 'artist' ? (
                        <Monogram name={node.text} />
                      ) : (
                        <span data-placeholder="" />
                      )}
                      <span>
                        <Text as="span" className="result-text" css={{ display: 'block' }}>
                          {node.text}
                        </Text>
                        <Text as="span" size="small" tone="muted">
                          {t(`searchPage.one.${node.kind}`)}
                        </Text>
                      </span>
                    </Anchor>
                  </li>
                ))}
              </ul>
            )}
            {prevHref || nextHref ? (
              <nav aria-label={t('searchPage.pages')}>
                <Cluster gap={5} justify="center" align="center">
                  {prevHref ? (
                    <Anchor href={prevHref} rel="prev">
                      {t('searchPage.previous')}
                    </Anchor>
                  ) : null}
                  <Text as="span" size="small" tone="muted">
                    {t('searchPage.pageOf', { page: query.page, pages })}
                  </Text>
                  {nextHref ? (
                    <Anchor href={nextHref} rel="next">
                      {t('searchPage.next')}
                    </Anchor>
                  ) : null}
                </Cluster>
              </nav>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
