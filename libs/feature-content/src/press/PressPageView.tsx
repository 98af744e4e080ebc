import { css } from '@emotion/react';
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

        <section css={section} aria-labelledby="press-releases" data-press-section="release">
          <Heading level={3} size="h2" id="press-releases">
            {kindName('release')}
          </Heading>
          {releases.length === 0 ? (
            <Text>{t('page.noReleases')}</Text>
          ) : (
            <ul css={list}>
              {releases.map((item) => (
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
              ))}
            </ul>
          )}
        </section>

        <section css={section} aria-labelledby="press-kit" data-press-section="kit">
          <Heading level={3} size="h2" id="press-kit">
            {kindName('kit')}
          </Heading>
          {kits.length === 0 ? (
            <Text>{t('page.noKit')}</Text>
          ) : (
            <ul css={[list, { gap: space[7] }]}>
              {kits.map((item) => (
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
              ))}
            </ul>
          )}
        </section>

        <section css={section} aria-labelledby="press-images" data-press-section="image">
          <Heading level={3} size="h2" id="press-images">
            {kindName('image')}
          </Heading>
          {images.length === 0 ? (
            <Text>{t('page.noImages')}</Text>
          ) : (
            <ul css={columns(3)}>
              {images.map((item) => (
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
              ))}
            </ul>
          )}
        </section>

        <section css={section} aria-labelledby="press-contacts" data-press-section="contacts">
          <Heading level={3} size="h2" id="press-contacts">
            {t('page.contacts')}
          </Heading>
          {contacts.length === 0 ? (
            <Text>{t('page.noContacts')}</Text>
          ) : (
            <ul css={columns(3)}>
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <ContactCard contact={contact} />
                </li>
              ))}
            </ul>
          )}
        </section>

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
