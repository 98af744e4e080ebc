import { RadioGroup, TextField } from '@art/forms';
import { useT } from '@art/i18n';
import { PrivacyDisclaimer } from '@art/layout';
import { COLLABORATE_INTERESTS, FORM_LIMITS } from '@art/model';
import { useLink, usePageLang, useRootData } from '@art/site';
import { Anchor, Stack, Text } from '@art/ui';
import { FairForm, MessageField, SenderFields } from './FormFields';
import { FormPage, useFairForm } from './form-kit';
import { COLLABORATE_FORM, type FairFormOutcome } from './form-specs';

/**
 * SponsorsCollaborate: a company offers to collaborate with the fair (company, contact, how, the proposal); it goes
 * to the organisers.
 */
export function CollaboratePageView({ outcome }: { outcome?: FairFormOutcome | undefined }) {
  const t = useT('sponsors');
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const labels: Record<string, string> = {
    company: t('form.company'),
    fromName: t('forms:fields.name'),
    fromEmail: t('forms:fields.email'),
    phone: t('forms:fields.phoneOptional'),
    interest: t('form.interest'),
    message: t('form.message'),
    privacy: t('forms:fields.privacy'),
  };
  const {
    form,
    outcome: sent,
    kept,
  } = useFairForm({
    spec: COLLABORATE_FORM,
    context: null,
    action: link('sponsors-collaborate'),
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
            <Anchor href={link('sponsors')}>{t('form.seeSponsors')}</Anchor>
          </Text>
        </Stack>
      }
    >
      <FairForm
        name="collaborate"
        form={form}
        outcome={sent}
        submit={t('form.submit')}
        disclaimer={<PrivacyDisclaimer context="contact" lang={lang} site={root?.site} origins={root?.origins} />}
      >
        <TextField
          {...form.field('company')}
          label={labels['company']}
          mandatory
          autoComplete="organization"
          maxLength={FORM_LIMITS.company}
          defaultValue={kept('company')}
        />
        <SenderFields form={form} kept={kept} />
        <RadioGroup
          {...form.field('interest')}
          label={labels['interest']}
          mandatory
          options={COLLABORATE_INTERESTS.map((value) => ({ value, label: t(`form.interests.${value}`) }))}
          defaultValue={kept('interest')}
        />
        <MessageField form={form} kept={kept} label={labels['message']} />
      </FairForm>
    </FormPage>
  );
}
