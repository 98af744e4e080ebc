import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLastSeen } from '@art/layout';
import { Anchor, Badge, Cluster, colours, Container, Heading, mq, Price, ResponsiveImage, space, Stack, Text } from '@art/ui';
import { useLink, usePageLang, type PageData } from '@art/site';
import { SaveWorkButton } from '../marks/MarkControls';
import { WorksMasonry } from '../works/WorksMasonry';
import type { WorkPageData } from './work-page';

const layout = css({
  display: 'grid',
  gap: space[8],
  paddingBlock: space[8],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: space[10], alignItems: 'start' },
});
const figure = css({ margin: 0, background: colours.surface });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space[5],
  rowGap: space[2],
  margin: 0,
  paddingBlock: space[5],
  borderBlock: `1px solid ${colours.rule}`,
  dt: { color: colours.muted },
  dd: { margin: 0 },
});
const aside = css({ [mq.desktop]: { position: 'sticky', top: space[6] } });

/** Sold and unavailable works say so; available ones say nothing extra. */
function stateTone(state: string): 'danger' | 'neutral' | null {
  if (state === 'Vendida') return 'danger';
  if (state === 'Disponible') return null;
  return 'neutral';
}

/** The work page of both sites: the image in every size, the facts, the price with VAT or the contact path. */
export function WorkPageView({ data }: { data: PageData<WorkPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const { t } = useTranslation('works');
  const { t: tCommon } = useTranslation('common');
  const { work, image } = data.page;
  const tone = stateTone(work.workState);
  const contactHref = link('work-contact', { artistSlug: work.artist.slug, slug: work.slug });
  // Seen: the work goes to the front of the last-seen strip (kept in this browser only).
  useEffect(() => {
    const thumbnail = image?.sizes.find((size) => size.name === 'small') ?? image;
    if (thumbnail) rememberLastSeen({ slug: work.slug, id: work.id, url: work.url, imageUrl: thumbnail.url, title: work.title });
  }, [work.id, work.slug, work.url, work.title, image]);
  const others = work.artist.works.filter((other) => other.id !== work.id).slice(0, 8);
  return (
    <Container>
      <article css={layout}>
        <figure css={figure}>
          {image ? (
            <ResponsiveImage
              image={image}
              alt={t('image', { title: work.title, artistFullName: work.artist.fullName })}
              sizes="(min-width: 1025px) 60vw, 100vw"
              priority
            />
          ) : null}
        </figure>
        <Stack gap={5} css={aside}>
          <Stack gap={2}>
            <Text as="p" weight="medium">
              <Anchor href={work.artist.url}>{work.artist.fullName}</Anchor>
            </Text>
            <Heading level={2} size="h1">
              {work.title}
              {work.year ? <Text as="span" tone="muted">, {work.year}</Text> : null}
            </Heading>
          </Stack>
          {tone ? <Badge tone={tone}>{t(`states.${work.workState}`)}</Badge> : null}
          <dl css={facts}>
            <dt>{t('work.technique')}</dt>
            <dd>{work.technicsText}</dd>
            <dt>{t('work.measures')}</dt>
            <dd>{work.measures}</dd>
            {work.year ? (
              <>
                <dt>{t('work.year')}</dt>
                <dd>{work.year}</dd>
              </>
            ) : null}
            {work.gallery ? (
              <>
                <dt>{t('work.gallery')}</dt>
                <dd>
                  <Anchor href={work.gallery.url}>{work.gallery.comercialName}</Anchor>
                </dd>
              </>
            ) : null}
          </dl>
          <Cluster gap={4} justify="between">
            <Text as="div" size="body" weight="semibold">
              <Price
                amount={work.price}
                lang={lang}
                currency={work.currency}
                vatLabel={t('work.vatIncluded')}
                fallback={<Anchor href={contactHref}>{t('work.priceOnRequest')}</Anchor>}
              />
            </Text>
            <SaveWorkButton workId={work.id} title={work.title} withText />
          </Cluster>
          <Text size="small">
            <Anchor href={link('new-collection', { workSlug: work.slug })}>{tCommon('marks.addToCollection')}</Anchor>
          </Text>
          {work.description ? (
            <Stack gap={2}>
              <Heading level={3} size="h3">{t('work.about')}</Heading>
              <Text measure>{work.description}</Text>
            </Stack>
          ) : null}
          {work.tags.length > 0 ? (
            <Cluster as="ul" gap={2}>
              {work.tags.map((tag) => (
                <li key={tag.slug}>
                  <Anchor href={tag.url}>{tag.name}</Anchor>
                </li>
              ))}
            </Cluster>
          ) : null}
        </Stack>
      </article>
      {others.length > 0 ? (
        <section aria-labelledby="more-from-artist">
          <Heading level={2} size="h2" id="more-from-artist">
            {t('work.moreFromArtist', { artistFullName: work.artist.fullName })}
          </Heading>
          <WorksMasonry works={others} lang={lang} />
        </section>
      ) : null}
    </Container>
  );
}
