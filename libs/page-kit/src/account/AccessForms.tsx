/**
 * The login and sign-up forms, used by the access pages and inline by the cart's first step. After a success the
 * cart kept in this browser joins the account's (§4) and the browser loads `returnUrl` in full, so every loader
 * starts from the new session.
 */
import type { ReactNode } from 'react';
import { accountOutcome, useGraphQLClient } from '@art/data';
import { LoginDocument, SignUpDocument } from '../documents';
import { AgreeCheckbox, Checkbox, PasswordField, SubmitButton, TextField, schemaFields, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { PrivacyDisclaimer } from '@art/layout';
import { ACCOUNT_LIMITS, PASSWORD_MAX_LENGTH, loginForm, signUpForm } from '@art/model';
import { sendLocalCartToServer, useLink, usePageLang, useRootData } from '@art/site';
import { FormNotice, accountFormStyle } from './AccountFormFrame';
import { useAccountSubmit } from './account-submit';
import { goTo } from './return-url';

// The API's schemas (`@art/model`): the same checks and limits in the browser and in `login` and `signUp`.
const LOGIN_FIELDS = schemaFields(loginForm);
const SIGN_UP_FIELDS = schemaFields(signUpForm);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What both forms take: where to go once in, the form's name (`data-form`), its submit label and what goes above. */
interface AccessFormProps {
  returnUrl: string;
  formName: string;
  submitLabel: string;
  /** A heading or intro inside the form, before the fields. */
  header?: ReactNode;
  /** Links after the submit button. */
  footer?: ReactNode;
  labelledBy?: string;
}

/** Once the session exists: the browser's cart goes to the account, then `returnUrl` loads in full. */
function useContinueWithSession(returnUrl: string) {
  const client = useGraphQLClient();
  const lang = usePageLang();
  return async () => {
    await sendLocalCartToServer(client, lang);
    goTo(returnUrl);
  };
}

/** E-mail, password and "remember me" (§7 login). */
export function LoginForm({ returnUrl, formName, submitLabel, header, footer, labelledBy }: AccessFormProps) {
  const { t } = useTranslation('account');
  const client = useGraphQLClient();
  const proceed = useContinueWithSession(returnUrl);
  const { outcome, run } = useAccountSubmit();
  const form = useForm({
    fields: LOGIN_FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const variables = {
          email: text(data['email']),
          password: text(data['password']),
          remember: data['remember'] === true,
        };
        const result = accountOutcome((await client.request(LoginDocument, variables)).login);
        if (result) await proceed();
        return result;
      }),
  });
  return (
    <form {...form.formProps} css={accountFormStyle} data-form={formName} aria-labelledby={labelledBy}>
      {header}
      <TextField
        {...form.field('email')}
        type="email"
        label={t('forms:fields.email')}
        mandatory
        maxLength={ACCOUNT_LIMITS.email}
        autoComplete="username"
      />
      <PasswordField
        {...form.field('password')}
        label={t('forms:fields.password')}
        mandatory
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="current-password"
      />
      <Checkbox {...form.field('remember')} value="1" label={t('login.remember')} />
      {outcome.kind === 'error' && <FormNotice tone="error">{outcome.text}</FormNotice>}
      <SubmitButton requiresScript busy={form.status === 'sending'} label={submitLabel} />
      {footer}
    </form>
  );
}

/** Name, surname, e-mail, password, newsletter and the terms; logged in at once (§7 signUp). */
export function SignUpForm({ returnUrl, formName, submitLabel, header, footer, labelledBy }: AccessFormProps) {
  const { t } = useTranslation('account');
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const client = useGraphQLClient();
  const proceed = useContinueWithSession(returnUrl);
  const { outcome, run } = useAccountSubmit();
  const hintId = `${formName}-password-hint`;
  const form = useForm({
    fields: SIGN_UP_FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const user = {
          name: text(data['name']),
          surname: text(data['surname']),
          email: text(data['email']),
          password: text(data['password']),
          newsletter: data['newsletter'] === true,
          acceptTerms: data['acceptTerms'] === true,
        };
        const result = accountOutcome((await client.request(SignUpDocument, { user, lang })).signUp);
        if (result) await proceed();
        return result;
      }),
  });
  return (
    <form {...form.formProps} css={accountFormStyle} data-form={formName} aria-labelledby={labelledBy}>
      {header}
      <TextField
        {...form.field('name')}
        label={t('forms:fields.name')}
        mandatory
        half
        maxLength={ACCOUNT_LIMITS.name}
        autoComplete="given-name"
      />
      <TextField
        {...form.field('surname')}
        label={t('forms:fields.surname')}
        mandatory
        half
        maxLength={ACCOUNT_LIMITS.surname}
        autoComplete="family-name"
      />
      <TextField
        {...form.field('email')}
        type="email"
        label={t('forms:fields.email')}
        mandatory
        maxLength={ACCOUNT_LIMITS.email}
        autoComplete="email"
      />
      <PasswordField
        {...form.field('password')}
        label={t('forms:fields.password')}
        mandatory
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        aria-describedby={hintId}
      />
      <p id={hintId} css={{ margin: 0, flexBasis: '100%' }}>
        {t('forms:hints.password')}
      </p>
      <Checkbox {...form.field('newsletter')} value="1" label={t('forms:fields.newsletterOptIn')} />
      <AgreeCheckbox {...form.field('acceptTerms')} value="1" mandatory termsHref={link('terms')} />
      <PrivacyDisclaimer context="registry" lang={lang} site={root?.site} origins={root?.origins} />
      {outcome.kind === 'error' && <FormNotice tone="error">{outcome.text}</FormNotice>}
      <SubmitButton requiresScript busy={form.status === 'sending'} label={submitLabel} />
      {footer}
    </form>
  );
}
