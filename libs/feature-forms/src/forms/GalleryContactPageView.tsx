import { css } from '@emotion/react';
import type { GalleryContactGallery } from '../documents';
import { useTranslation } from 'react-i18next';
import { PrivacyDisclaimer } from '@art/layout';
import { useLink, usePageLang, useRootData, useSiteProfile, type PageData } from '@art/site';
import { Anchor, Stack, Text, colours, space, textStyle } from '@art/ui';
import { FairForm, MessageField, SenderFields } from './FormFields';
import { FormPage, useFairForm } from './form-kit';
import { GALLERY_CONTACT_FORM, type FairFormOutcome } from './form-specs';

const card = css({ padding: space[6], background: colours.surface });
const nameStyle = css(textStyle('h3'), { margin: 0 });

/**
 * GalleryContact (both sites): the gallery's name, address and stand beside the form, which reaches the gallery
 * (and the organisers) and confirms to the visitor.
 */
export function GalleryContactPageView({
  data,
  outcome,
}: {
  data: PageData<GalleryContactGallery>;
  outcome?: FairFormOutcome | undefined;
}) {
  const { t } = useTranslation('forms');
  const link = useLink();
  const profile = useSiteProfile();
  const lang = usePageLang();
  const root = useRootData();
  const gallery = data.page;
  const contactKey = profile.keys.galleryContact;
  const galleryHref = link(profile.keys.gallery, { slug: gallery.slug });
  const labels: Record<string, string> = {
    fromName: t('fields.name'),
    fromEmail: t('fields.email'),
    phone: t('fields.phoneOptional'),
    message: t('fields.message'),
    privacy: t('fields.privacy'),
  };
  const {
    form,
    outcome: sent,
    kept,
  } = useFairForm({
    spec: GALLERY_CONTACT_FORM,
    context: { gallerySlug: gallery.slug },
    action: link(contactKey, { slug: gallery.slug }),
    posted: outcome,
    labelOf: (field) => labels[field] ?? field,
  });
  return (
    <FormPage
      heading={t('galleryContact.heading', { gallery: gallery.comercialName })}
      intro={t('galleryContact.intro')}
      aside={
        <Stack gap={3} css={card}>
          <p css={nameStyle}>{gallery.comercialName}</p>
          {gallery.address.fullAddress ? (
            <Text as="address" css={{ fontStyle: 'normal' }}>
              {gallery.address.fullAddress}
            </Text>
          ) : null}
          {profile.editions && gallery.stand ? (
            <Text tone="muted">{t('galleryContact.stand', { stand: gallery.stand })}</Text>
          ) : null}
          <Text weight="medium">
            <Anchor href={galleryHref}>{t('galleryContact.seeGallery')}</Anchor>
          </Text>
        </Stack>
      }
    >
      <FairForm
        name="gallery-contact"
        form={form}
        outcome={sent}
        submit={t('galleryContact.submit')}
        disclaimer={<PrivacyDisclaimer context="contact" lang={lang} site={root?.site} origins={root?.origins} />}
      >
        <SenderFields form={form} kept={kept} />
        <MessageField form={form} kept={kept} />
      </FairForm>
    </FormPage>
  );
}
