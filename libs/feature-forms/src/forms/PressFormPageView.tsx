import { RadioGroup, TextField } from '@art/forms';
import { useT } from '@art/i18n';
import { PrivacyDisclaimer } from '@art/layout';
import { FORM_LIMITS, PRESS_MEDIA_TYPES } from '@art/model';
import { useLink, usePageLang, useRootData } from '@art/site';
import { Anchor, Stack, Text } from '@art/ui';
import { FairForm, SenderFields } from './FormFields';
import { FormPage, useFairForm } from './form-kit';
import { PRESS_FORM, type FairFormOutcome } from './form-specs';

/** PressForm: a journalist asks for a press accreditation (medium, contact, type of medium); it goes to the press office. */
export function PressFormPageView({ outcome }: { outcome?: FairFormOutcome | undefined }) {
  const t = useT('press');
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const labels: Record<string, string> = {
    media: t('form.media'),
    fromName: t('forms:fields.name'),
    fromEmail: t('forms:fields.email'),
    phone: t('forms:fields.phoneOptional'),
    type: t('form.type'),
    privacy: t('forms:fields.privacy'),
  };
  const {
    form,
    outcome: sent,
    kept,
  } = useFairForm({
    spec: PRESS_FORM,
    context: null,
    action: link('press-contact'),
    posted: outcome,
    labelOf: (field) => labels[field] ?? field,
  });
  return (
    <FormPage
      heading={t('form.heading')}
      intro={
        <Stack gap={3}>
          <Text measure>{t('form.intro')}</Text>
          <Text>
            <Anchor href={link('press')}>{t('form.seePress')}</Anchor>
          </Text>
        </Stack>
      }
    >
      <FairForm
        name="press-accreditation"
        form={form}
        outcome={sent}
        submit={t('form.submit')}
        disclaimer={<PrivacyDisclaimer context="pressForm" lang={lang} site={root?.site} origins={root?.origins} />}
      >
        <TextField
          {...form.field('media')}
          label={labels['media']}
          mandatory
          autoComplete="organization"
          maxLength={FORM_LIMITS.media}
          defaultValue={kept('media')}
        />
        <SenderFields form={form} kept={kept} />
        <RadioGroup
          {...form.field('type')}
          label={labels['type']}
          mandatory
          options={PRESS_MEDIA_TYPES.map((value) => ({ value, label: t(`form.types.${value}`) }))}
          defaultValue={kept('type')}
        />
      </FairForm>
    </FormPage>
  );
}
