import { useState } from 'react';
import { ContactDocument, useGraphQLClient } from '@art/data';
import { TextArea, TextField, schemaFields, toContactMessage, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { PrivacyDisclaimer } from '@art/layout';
import { FORM_LIMITS, contactPageForm } from '@art/model';
import { useLink, usePageLang, useRootData } from '@art/site';
import { FairForm } from './FormFields';
import type { SendOutcome } from './form-kit';

/**
 * The organisers' contact form of the contact page (and of the page about works without price): the footer form's
 * fields and checks (`contactPageForm` of `@art/model`: name, e-mail, message, privacy) and its call, `contact`, with every failing
 * field shown at once. Without JavaScript it posts to the contact page, whose action (`contactAction`) sends it.
 */
export function ContactForm({ name = 'contact' }: { name?: string }) {
  const { t } = useTranslation();
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const client = useGraphQLClient();
  const [outcome, setOutcome] = useState<SendOutcome>({ kind: 'none' });
  const form = useForm({
    fields: schemaFields(contactPageForm),
    method: 'post',
    action: link('contact'),
    onSubmit: async (data) => {
      setOutcome({ kind: 'none' });
      try {
        const website = typeof data['website'] === 'string' && data['website'] !== '' ? data['website'] : null;
        const { contact } = await client.request(ContactDocument, { ...toContactMessage(data), website });
        const text = typeof contact.response === 'string' ? contact.response.trim() : '';
        if (contact.ok) {
          form.reset();
          setOutcome({ kind: 'sent', text: text || t('contactoEnviado') });
          return true;
        }
        setOutcome({ kind: 'error', text: text || t('forms:outcome.failed') });
        return false;
      } catch {
        setOutcome({ kind: 'error', text: t('forms:outcome.failed') });
        return false;
      }
    },
  });
  return (
    <FairForm
      name={name}
      form={form}
      outcome={outcome}
      submit={t('forms:contactPage.submit')}
      disclaimer={<PrivacyDisclaimer context="contact" lang={lang} site={root?.site} origins={root?.origins} />}
    >
      <TextField
        {...form.field('fromName')}
        label={t('forms:fields.name')}
        mandatory
        half
        autoComplete="name"
        maxLength={FORM_LIMITS.name}
      />
      <TextField
        {...form.field('fromEmail')}
        type="email"
        label={t('forms:fields.email')}
        mandatory
        half
        maxLength={FORM_LIMITS.email}
      />
      <TextArea
        {...form.field('message')}
        label={t('forms:fields.message')}
        mandatory
        rows={6}
        maxLength={FORM_LIMITS.message}
      />
    </FairForm>
  );
}
