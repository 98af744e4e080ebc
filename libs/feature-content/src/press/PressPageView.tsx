import { css, type Interpolation, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PressContactFields, PressItemFields } from '../documents';
import { PrivacyDisclaimer } from '@art/layout';
import type { Lang } from '@art/routing';
import {
  Anchor,
  Button,
  Cluster,
  colours,
  Container,
  Heading,
  mq,
  ResponsiveImage,
  space,
  Stack,
  Text,
  VisuallyHidden,
} from '@art/ui';
import { useLink, usePageLang, useRootData, useSite, type PageData } from '@art/site';
import { formatDate } from '@art/page-kit';
import { pressDownload, type PressPageData } from './press-page';

const page = css({ paddingBlock: space[8] });
const section = css({ display: 'grid', gap: space[5], paddingTop: space[6], borderTop: `1px solid ${colours.ink}` });
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
const release = css({
  display: 'grid',
  gap: space[2],
  paddingBlock: space[5],
  borderBottom: `1px solid ${colours.rule}`,
});
const columns = (desktop: number) =>
  css({
    display: 'grid',
    gap: space[6],
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.desktop]: { gridTemplateColumns: `repeat(${desktop}, minmax(0, 1fr))` },
  });
const kitCard = css({
  display: 'grid',
  gap: space[5],
  [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', alignItems: 'start' },
});
const contactCard = css({
  display: 'grid',
  gap: space[1],
  padding: space[5],
  border: `1px solid ${colours.rule}`,
  height: '100%',
  boxSizing: 'border-box',
});
const accreditation = css({ display: 'grid', gap: space[5], padding: space[7], background: colours.surface });

/** The download link of a press item: "Descargar" with the item's title for screen readers, and the format. */
function DownloadLink({ item, image = false }: { item: PressItemFields; image?: boolean }) {
  const { t } = useTranslation('press');
  const download = pressDownload(image ? { fileUrl: null, image: item.image } : item);
  if (!download) return null;
  const label = download.kind === 'image' ? t('page.downloadImage') : t('page.download');
  return (
    <Anchor href={download.href} download="" data-download={download.kind}>
      {label}
      <VisuallyHidden>{` «${item.title}»`}</VisuallyHidden>
      {download.format ? ` (${download.format})` : null}
    </Anchor>
  );
}

function Published({ item, lang }: { item: PressItemFields; lang: Lang }) {
  return (
    <Text size="caption" tone="muted">
      <time dateTime={item.publishedOn}>{formatDate(item.publishedOn, lang)}</time>
    </Text>
  );
}

function ContactCard({ contact }: { contact: PressContactFields }) {
  const { t } = useTranslation('press');
  return (
    <div css={contactCard} data-press-contact="">
      <Heading level={4} size="body">
        {contact.name}
      </Heading>
      {contact.role ? (
        <Text size="small" tone="muted">
          {contact.role}
        </Text>
      ) : null}
      <Text size="small">
        <VisuallyHidden>{`${t('page.email')}: `}</VisuallyHidden>
        <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
      </Text>
      {contact.phone ? (
        <Text size="small">
          <VisuallyHidden>{`${t('page.phone')}: `}</VisuallyHidden>
          <Anchor href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</Anchor>
        </Text>
      ) : null}
    </div>
  );
}

/** A section of the press room: its heading (linked from the page's index), its list, or a line when it is empty. */
function PressSection<T>(props: {
  id: string;
  kind: string;
  heading: string;
  empty: string;
  listCss: Interpolation<Theme>;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <section css={section} aria-labelledby={props.id} data-press-section={props.kind}>
      <Heading level={3} size="h2" id={props.id}>
        {props.heading}
      </Heading>
      {props.items.length === 0 ? (
        <Text>{props.empty}</Text>
      ) : (
        <ul css={props.listCss}>{props.items.map(props.children)}</ul>
      )}
    </section>
  );
}

/** The press room: releases, the press kit, images to download, the press office and the accreditation form. */
export function PressPageView({ data }: { data: PageData<PressPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const site = useSite();
  const root = useRootData();
  const { t } = useTranslation('press');
  const { releases, kits, images, contacts } = data.page;
  const kindName = (kind: string) => t(`pressKinds.${kind}`, { ns: 'common' });
  const accreditationHref = link('press-contact', {});
  return (
    <Container>
      <Stack gap={8} css={page}>
        <Stack gap={4}>
          <Heading level={2} size="display">
            {t('press')}
          </Heading>
          <Text tone="muted" measure>
            {t('intro')}
          </Text>
          <nav aria-label={t('page.onThisPage')}>
            <Cluster as="ul" gap={5}>
              <li>
                <Anchor href="#press-releases">{kindName('release')}</Anchor>
              </li>
              <li>
                <Anchor href="#press-kit">{kindName('kit')}</Anchor>
              </li>
              <li>
                <Anchor href="#press-images">{kindName('image')}</Anchor>
              </li>
              <li>
                <Anchor href="#press-contacts">{t('page.contacts')}</Anchor>
              </li>
              <li>
                <Anchor href={accreditationHref}>{t('page.accreditation.link')}</Anchor>
              </li>
            </Cluster>
          </nav>
        </Stack>

        <PressSection
          id="press-releases"
          kind="release"
          heading={kindName('release')}
          empty={t('page.noReleases')}
          listCss={list}
          items={releases}
        >
          {(item) => (
            <li key={item.id} css={release} data-press-item={item.kind}>
              <Published item={item} lang={lang} />
              <Heading level={4} size="h3">
                {item.title}
              </Heading>
              {item.summary ? <Text measure>{item.summary}</Text> : null}
              <Text size="small">
                <DownloadLink item={item} />
              </Text>
            </li>
          )}
        </PressSection>

        <PressSection
          id="press-kit"
          kind="kit"
          heading={kindName('kit')}
          empty={t('page.noKit')}
          listCss={[list, { gap: space[7] }]}
          items={kits}
        >
          {(item) => (
            <li key={item.id} css={kitCard} data-press-item={item.kind}>
              {item.image ? (
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  aspectRatio={16 / 9}
                  sizes="(min-width: 768px) 33vw, 100vw"
                />
              ) : (
                <div />
              )}
              <Stack gap={3}>
                <Published item={item} lang={lang} />
                <Heading level={4} size="h3">
                  {item.title}
                </Heading>
                {item.summary ? <Text measure>{item.summary}</Text> : null}
                <Text>
                  <DownloadLink item={item} />
                </Text>
              </Stack>
            </li>
          )}
        </PressSection>

        <PressSection
          id="press-images"
          kind="image"
          heading={kindName('image')}
          empty={t('page.noImages')}
          listCss={columns(3)}
          items={images}
        >
          {(item) => (
            <li key={item.id} data-press-item={item.kind}>
              <Stack gap={3}>
                {item.image ? (
                  <ResponsiveImage
                    image={item.image}
                    alt={item.title}
                    sizes="(min-width: 1025px) 30vw, (min-width: 768px) 45vw, 100vw"
                  />
                ) : null}
                <Published item={item} lang={lang} />
                <Heading level={4} size="body">
                  {item.title}
                </Heading>
                {item.summary ? (
                  <Text size="small" tone="muted">
                    {item.summary}
                  </Text>
                ) : null}
                <Text size="small">
                  <DownloadLink item={item} image />
                </Text>
              </Stack>
            </li>
          )}
        </PressSection>

        <PressSection
          id="press-contacts"
          kind="contacts"
          heading={t('page.contacts')}
          empty={t('page.noContacts')}
          listCss={columns(3)}
          items={contacts}
        >
          {(contact) => (
            <li key={contact.id}>
              <ContactCard contact={contact} />
            </li>
          )}
        </PressSection>

        <section css={accreditation} aria-labelledby="press-accreditation">
          <Heading level={3} size="h2" id="press-accreditation">
            {t('page.accreditation.heading')}
          </Heading>
          <Text measure>{t('page.accreditation.text')}</Text>
          <div>
            <Button as="a" href={accreditationHref} size="large" data-accreditation="">
              {t('page.accreditation.link')}
            </Button>
          </div>
          <PrivacyDisclaimer context="press" lang={lang} site={site} origins={root?.origins} />
        </section>
      </Stack>
    </Container>
  );
}
