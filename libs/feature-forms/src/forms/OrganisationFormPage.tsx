import type { ReactNode } from 'react';
import { RadioGroup, TextField } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { PrivacyDisclaimer, type PrivacyContext } from '@art/layout';
import { FORM_LIMITS } from '@art/model';
import type { Namespace, RouteKey } from '@art/routing';
import { useLink, usePageLang, useRootData } from '@art/site';
import { Anchor, Stack, Text } from '@art/ui';
import { FairForm, MessageField, SenderFields } from './FormFields';
import { FormPage, useFairForm } from './form-kit';
import type { FairFormOutcome, FairFormSpec } from './form-specs';

/** What differs between the organisation forms: texts of a namespace, the organisation's field, one choice. */
export interface OrganisationFormConfig {
  /** The namespace of the page's texts (`form.heading`, `form.intro`, `form.submit` and the fields' labels). */
  ns: Namespace;
  spec: FairFormSpec<null>;
  /** The form's own page (its action) and the page it is about (linked under the intro with `backText`). */
  action: RouteKey;
  back: RouteKey;
  backText: string;
  /** The form's name for the browser tests and analytics. */
  name: string;
  disclaimer: PrivacyContext;
  /** The organisation's field (`company`, `media`), labelled `form.{organisation}`. */
  organisation: 'company' | 'media';
  /** The one choice (`interest`, `type`), labelled `form.{choice.field}`, its options `form.{choice.texts}.{value}`. */
  choice: { field: string; texts: string; options: readonly string[] };
  /** A free message (`form.message`) after the choice. */
  message?: boolean;
}

/**
 * A fair form sent by an organisation (a company offering to collaborate, a medium asking for accreditation): the
 * organisation, who writes, one choice and maybe a message, with the privacy information of its context.
 *
 * @example <OrganisationFormPage config={PRESS_ACCREDITATION} outcome={outcome} />
 */
export function OrganisationFormPage({
  config,
  outcome,
}: {
  config: OrganisationFormConfig;
  outcome?: FairFormOutcome | undefined;
}) {
  const { t } = useTranslation(config.ns);
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const { organisation, choice } = config;
  const labels: Record<string, string> = {
    [organisation]: t(`form.${organisation}`),
    fromName: t('forms:fields.name'),
    fromEmail: t('forms:fields.email'),
    phone: t('forms:fields.phoneOptional'),
    [choice.field]: t(`form.${choice.field}`),
    ...(config.message ? { message: t('form.message') } : {}),
    privacy: t('forms:fields.privacy'),
  };
  const {
    form,
    outcome: sent,
    kept,
  } = useFairForm({
    spec: config.spec,
    context: null,
    action: link(config.action),
    posted: outcome,
    labelOf: (field) => labels[field] ?? field,
  });
  const intro: ReactNode = (
    <Stack gap={3}>
      <Text measure>{t('form.intro')}</Text>
      <Text>
        <Anchor href={link(config.back)}>{t(config.backText)}</Anchor>
      </Text>
    </Stack>
  );
  return (
    <FormPage heading={t('form.heading')} intro={intro}>
      <FairForm
        name={config.name}
        form={form}
        outcome={sent}
        submit={t('form.submit')}
        disclaimer={
          <PrivacyDisclaimer context={config.disclaimer} lang={lang} site={root?.site} origins={root?.origins} />
        }
      >
        <TextField
          {...form.field(organisation)}
          label={labels[organisation]}
          mandatory
          autoComplete="organization"
          maxLength={FORM_LIMITS[organisation]}
          defaultValue={kept(organisation)}
        />
        <SenderFields form={form} kept={kept} />
        <RadioGroup
          {...form.field(choice.field)}
          label={labels[choice.field]}
          mandatory
          options={choice.options.map((value) => ({ value, label: t(`form.${choice.texts}.${value}`) }))}
          defaultValue={kept(choice.field)}
        />
        {config.message ? <MessageField form={form} kept={kept} label={labels['message']} /> : null}
      </FairForm>
    </FormPage>
  );
}
