import type { ReactNode } from 'react';
import { FORM_LIMITS } from '@art/model';
import { SubmitButton, TextArea, TextField, type UseFormResult } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { Text } from '@art/ui';
import { FormOutcome, HoneypotField, PrivacyBox, formStyle, type SendOutcome } from './form-kit';

/** Name and e-mail (half width each on wide screens), then the optional phone: the sender of every form. */
export function SenderFields({ form, kept }: { form: UseFormResult; kept: (name: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...form.field('fromName')}
        label={t('forms:fields.name')}
        mandatory
        half
        autoComplete="name"
        maxLength={FORM_LIMITS.name}
        defaultValue={kept('fromName')}
      />
      <TextField
        {...form.field('fromEmail')}
        type="email"
        label={t('forms:fields.email')}
        mandatory
        half
        maxLength={FORM_LIMITS.email}
        defaultValue={kept('fromEmail')}
      />
      <TextField
        {...form.field('phone')}
        label={t('forms:fields.phoneOptional')}
        half
        autoComplete="tel"
        inputMode="tel"
        maxLength={FORM_LIMITS.phone}
        defaultValue={kept('phone')}
      />
    </>
  );
}

/** The message of a form. */
export function MessageField({
  form,
  kept,
  label,
}: {
  form: UseFormResult;
  kept: (name: string) => string | undefined;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextArea
      {...form.field('message')}
      label={label ?? t('forms:fields.message')}
      mandatory
      rows={6}
      maxLength={FORM_LIMITS.message}
      defaultValue={kept('message')}
    />
  );
}

/**
 * A form of the fair with the parts they all have: the line about the asterisks, the fields, the privacy box, the
 * field for robots, what comes after the box (the privacy disclaimer), the submit button and the outcome.
 */
export function FairForm(props: {
  name: string;
  form: UseFormResult;
  outcome: SendOutcome;
  submit: string;
  children: ReactNode;
  /** The privacy box's own label (the newsletter's consent); the privacy policy's by default. */
  privacyLabel?: string;
  /** Shown after the privacy box: the privacy disclaimer of the context. */
  disclaimer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { form } = props;
  return (
    <>
      <form {...form.formProps} css={formStyle} data-form={props.name} aria-describedby={`${props.name}-mandatory`}>
        <Text id={`${props.name}-mandatory`} size="small" tone="muted" css={{ flexBasis: '100%' }}>
          {t('forms:hints.mandatory')}
        </Text>
        {props.children}
        <PrivacyBox field={form.field('privacy')} label={props.privacyLabel} />
        <HoneypotField idPrefix={props.name} />
        {props.disclaimer ? <div css={{ flexBasis: '100%' }}>{props.disclaimer}</div> : null}
        <SubmitButton busy={form.status === 'sending'} label={props.submit} />
      </form>
      <FormOutcome outcome={props.outcome} />
    </>
  );
}
