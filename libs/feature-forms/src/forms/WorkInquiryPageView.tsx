import { css } from '@emotion/react';
import type { WorkInquiryWork } from '../documents';
import { useTranslation } from 'react-i18next';
import { PrivacyDisclaimer } from '@art/layout';
import { useLink, usePageLang, useRootData, type PageData } from '@art/site';
import { Anchor, Heading, ResponsiveImage, Stack, Text, colours, mq, space, textStyle } from '@art/ui';
import { ContactForm } from './ContactForm';
import { FairForm, MessageField, SenderFields } from './FormFields';
import { FormPage, useFairForm } from './form-kit';
import type { WorkInquiryPageData } from './form-pages';
import { WORK_INQUIRY_FORM, type FairFormOutcome } from './form-specs';

// On phones a thumbnail beside the caption, so the form is near the top; on wide screens the whole image.
const figure = css({
  margin: 0,
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  alignItems: 'start',
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const picture = css({ background: colours.surface });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space[4],
  rowGap: space[1],
  margin: 0,
  dt: { color: colours.muted },
  dd: { margin: 0 },
});
const titleStyle = css(textStyle('h3'));
const notice = css({ padding: space[5], borderLeft: `3px solid ${colours.ink}`, background: colours.surface });

/** The work the inquiry is about: its image, artist, title and facts, and its gallery. */
function WorkFigure({ work }: { work: WorkInquiryWork }) {
  const { t } = useTranslation('forms');
  const image = work.images[0];
  return (
    <figure css={figure}>
      {image ? (
        <div css={picture}>
          <ResponsiveImage
            image={image}
            alt={t('workInquiry.image', { title: work.title, artistFullName: work.artist.fullName })}
            sizes="(min-width: 1025px) 38vw, 6rem"
            priority
          />
        </div>
      ) : null}
      <figcaption>
        <Stack gap={3}>
          <Stack gap={1}>
            <Text as="span" weight="medium">
              <Anchor href={work.artist.url}>{work.artist.fullName}</Anchor>
            </Text>
            <Text as="span" css={titleStyle}>
              <Anchor href={work.url}>{work.title}</Anchor>
              {work.year ? (
                <Text as="span" tone="muted">
                  , {work.year}
                </Text>
              ) : null}
            </Text>
          </Stack>
          <dl css={facts}>
            {work.technicsText ? (
              <>
                <dt>{t('workInquiry.technique')}</dt>
                <dd>{work.technicsText}</dd>
              </>
            ) : null}
            <dt>{t('workInquiry.measures')}</dt>
            <dd>{work.measures}</dd>
            {work.gallery ? (
              <>
                <dt>{t('workInquiry.gallery')}</dt>
                <dd>
                  <Anchor href={work.gallery.url}>{work.gallery.comercialName}</Anchor>
                </dd>
              </>
            ) : null}
          </dl>
        </Stack>
      </figcaption>
    </figure>
  );
}

/** The inquiry form of a work that takes inquiries. */
function InquiryForm({ work, posted }: { work: WorkInquiryWork; posted?: FairFormOutcome | undefined }) {
  const { t } = useTranslation('forms');
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const labels: Record<string, string> = {
    fromName: t('fields.name'),
    fromEmail: t('fields.email'),
    phone: t('fields.phoneOptional'),
    message: t('fields.message'),
    privacy: t('fields.privacy'),
  };
  const { form, outcome, kept } = useFairForm({
    spec: WORK_INQUIRY_FORM,
    context: { workSlug: work.slug, artistSlug: work.artist.slug },
    action: link('work-contact', { artistSlug: work.artist.slug, slug: work.slug }),
    posted,
    labelOf: (field) => labels[field] ?? field,
  });
  return (
    <FairForm
      name="work-inquiry"
      form={form}
      outcome={outcome}
      submit={t('workInquiry.submit')}
      disclaimer={<PrivacyDisclaimer context="work" lang={lang} site={root?.site} origins={root?.origins} />}
    >
      <SenderFields form={form} kept={kept} />
      <MessageField form={form} kept={kept} label={t('workInquiry.message')} />
    </FairForm>
  );
}

/**
 * VisibilityContact. With a work (`work-contact`): the work beside the inquiry form when it takes inquiries, or what
 * to do instead (a work with a price is bought from its page; a sold or unavailable one points to the other works).
 * Without one (`/en/obra-noprice`): how to ask about works without price, a link to the works, and the organisers'
 * contact form for a general question.
 */
export function WorkInquiryPageView({
  data,
  outcome,
}: {
  data: PageData<WorkInquiryPageData>;
  outcome?: FairFormOutcome | undefined;
}) {
  const { t } = useTranslation('forms');
  const link = useLink();
  const { work, state } = data.page;
  if (!work) {
    return (
      <FormPage
        heading={t('noPrice.heading')}
        intro={
          <Stack gap={3}>
            <Text measure>{t('noPrice.intro')}</Text>
            <Text measure>{t('noPrice.how')}</Text>
            <Text weight="medium">
              <Anchor href={link('works')}>{t('noPrice.seeWorks')}</Anchor>
            </Text>
          </Stack>
        }
      >
        <Stack gap={4}>
          <Stack gap={2}>
            <Heading level={3} size="h3">
              {t('noPrice.askHeading')}
            </Heading>
            <Text measure>{t('noPrice.askIntro')}</Text>
          </Stack>
          <ContactForm name="noprice-contact" />
        </Stack>
      </FormPage>
    );
  }
  // A work in "Consulta Market" is answered about by the organisers (the Market), not its gallery (T40).
  const intro =
    work.gallery && work.workState !== 'Consulta Market'
      ? t('workInquiry.introGallery', { title: work.title, gallery: work.gallery.comercialName })
      : t('workInquiry.introOrganisers', { title: work.title });
  return (
    <FormPage
      heading={t('workInquiry.heading')}
      intro={state === 'open' ? intro : undefined}
      aside={<WorkFigure work={work} />}
    >
      {state === 'open' ? (
        <InquiryForm work={work} posted={outcome} />
      ) : (
        <Stack gap={3} css={notice}>
          <Text measure>{state === 'priced' ? t('workInquiry.priced') : t('workInquiry.unavailable')}</Text>
          <Text weight="medium">
            {state === 'priced' ? (
              <Anchor href={work.url}>{t('workInquiry.seePrice')}</Anchor>
            ) : (
              <Anchor href={link('works')}>{t('workInquiry.seeWorks')}</Anchor>
            )}
          </Text>
        </Stack>
      )}
    </FormPage>
  );
}
