import { LOGIN, accountOutcome, useGraphQLClient } from '@art/data';
import { Checkbox, PasswordField, SubmitButton, TextField, email, required, useForm } from '@art/forms';
import { useT } from '@art/i18n';
import { useLink } from '@art/site';
import { Anchor } from '@art/ui';
import { AccountFormFrame, FormLinkLine, FormNotice, accountFormStyle } from './AccountFormFrame';
import { useAccountSubmit } from './account-submit';
import { goTo, useReturnQuery, useReturnUrl } from './return-url';

const FIELDS = [
  { name: 'email', rules: [required, email] },
  { name: 'password', rules: [required] },
];

/** The login page: e-mail, password, "remember me"; then back to the page asked for (or the account). */
export function LoginPageView() {
  const t = useT('account');
  const link = useLink();
  const client = useGraphQLClient();
  const returnUrl = useReturnUrl(link('my-account'));
  const returnQuery = useReturnQuery();
  const { outcome, run } = useAccountSubmit();
  const form = useForm({
    fields: FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const result = accountOutcome(
          (await client.request(LOGIN, {
            email: String(data['email'] ?? ''),
            password: String(data['password'] ?? ''),
            remember: data['remember'] === true,
          })).login,
        );
        if (result) goTo(returnUrl);
        return result;
      }),
  });
  return (
    <AccountFormFrame
      heading={t('login.heading')}
      intro={t('login.intro')}
      links={
        <>
          <FormLinkLine>
            <Anchor href={link('remember-password')}>{t('login.forgotPassword')}</Anchor>
          </FormLinkLine>
          <FormLinkLine text={t('login.noAccount')}>
            <Anchor href={link('sign-up', {}, returnQuery)}>{t('login.signUp')}</Anchor>
          </FormLinkLine>
        </>
      }
    >
      <form {...form.formProps} css={accountFormStyle} data-form="login">
        <TextField {...form.field('email')} type="email" label={t('forms:fields.email')} mandatory maxLength={254} autoComplete="username" />
        <PasswordField {...form.field('password')} label={t('forms:fields.password')} mandatory maxLength={128} autoComplete="current-password" />
        <Checkbox {...form.field('remember')} value="1" label={t('login.remember')} />
        {outcome.kind === 'error' && <FormNotice tone="error">{outcome.text}</FormNotice>}
        <SubmitButton requiresScript busy={form.status === 'sending'} label={t('login.submit')} />
      </form>
    </AccountFormFrame>
  );
}
