import { SIGN_UP, accountOutcome, useGraphQLClient } from '@art/data';
import {
  AgreeCheckbox, Checkbox, PasswordField, SubmitButton, TextField, accepted, email, maxLength, minLength, required, useForm,
} from '@art/forms';
import { useT } from '@art/i18n';
import { PrivacyDisclaimer } from '@art/layout';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@art/model';
import { usePageLang, useLink, useRootData } from '@art/site';
import { Anchor } from '@art/ui';
import { AccountFormFrame, FormLinkLine, FormNotice, accountFormStyle } from './AccountFormFrame';
import { useAccountSubmit } from './account-submit';
import { goTo, useReturnQuery, useReturnUrl } from './return-url';

const NAME_MAX = 100;
const FIELDS = [
  { name: 'name', rules: [required, maxLength(NAME_MAX)] },
  { name: 'surname', rules: [required, maxLength(NAME_MAX)] },
  { name: 'email', rules: [required, email] },
  { name: 'password', rules: [required, minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH)] },
  { name: 'agree', rules: [accepted] },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sign-up page: name, surname, e-mail, password, newsletter, the terms; logged in at once (§2, §7 signUp). */
export function RegistryPageView() {
  const t = useT('account');
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const client = useGraphQLClient();
  const returnUrl = useReturnUrl(link('my-account'));
  const returnQuery = useReturnQuery();
  const { outcome, run } = useAccountSubmit();
  const form = useForm({
    fields: FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const user = {
          name: text(data['name']),
          surname: text(data['surname']),
          email: text(data['email']),
          password: text(data['password']),
          newsletter: data['newsletter'] === true,
          acceptTerms: data['agree'] === true,
        };
        const result = accountOutcome((await client.request(SIGN_UP, { user, lang })).signUp);
        if (result) goTo(returnUrl);
        return result;
      }),
  });
  return (
    <AccountFormFrame
      heading={t('registry.heading')}
      intro={t('registry.intro')}
      links={
        <FormLinkLine text={t('registry.haveAccount')}>
          <Anchor href={link('login', {}, returnQuery)}>{t('registry.logIn')}</Anchor>
        </FormLinkLine>
      }
    >
      <form {...form.formProps} css={accountFormStyle} data-form="registry">
        <TextField {...form.field('name')} label={t('forms:fields.name')} mandatory half maxLength={NAME_MAX} autoComplete="given-name" />
        <TextField {...form.field('surname')} label={t('forms:fields.surname')} mandatory half maxLength={NAME_MAX} autoComplete="family-name" />
        <TextField {...form.field('email')} type="email" label={t('forms:fields.email')} mandatory maxLength={254} autoComplete="email" />
        <PasswordField
          {...form.field('password')}
          label={t('forms:fields.password')}
          mandatory
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          aria-describedby="registry-password-hint"
        />
        <p id="registry-password-hint" css={{ margin: 0, flexBasis: '100%' }}>{t('forms:hints.password')}</p>
        <Checkbox {...form.field('newsletter')} value="1" label={t('forms:fields.newsletterOptIn')} />
        <AgreeCheckbox {...form.field('agree')} value="1" mandatory termsHref={link('terms')} />
        <PrivacyDisclaimer context="registry" lang={lang} site={root?.site} origins={root?.origins} />
        {outcome.kind === 'error' && <FormNotice tone="error">{outcome.text}</FormNotice>}
        <SubmitButton requiresScript busy={form.status === 'sending'} label={t('registry.submit')} />
      </form>
    </AccountFormFrame>
  );
}
