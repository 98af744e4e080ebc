import { RESET_PASSWORD, accountOutcome, useGraphQLClient } from '@art/data';
import { PasswordField, SubmitButton, matchesField, maxLength, minLength, required, useForm } from '@art/forms';
import { useT } from '@art/i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@art/model';
import { useLink } from '@art/site';
import { Anchor } from '@art/ui';
import { AccountFormFrame, accountFormStyle, FormLinkLine, FormNotice, goTo, useAccountSubmit } from '@art/page-kit';

const FIELDS = [
  { name: 'password', rules: [required, minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH)] },
  { name: 'repeatPassword', rules: [required, matchesField('password', 'forms:errors.passwordsDiffer')] },
];

/**
 * Reset password, from the e-mailed link (`token` in the address): the new password twice; the account's other
 * sessions end and this one opens, then the account page. An expired or used link says so, with the way to ask again.
 */
export function ResetPasswordPageView({ token }: { token: string }) {
  const t = useT('account');
  const link = useLink();
  const client = useGraphQLClient();
  const { outcome, run } = useAccountSubmit();
  const form = useForm({
    fields: FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const { resetPassword } = await client.request(RESET_PASSWORD, { token, password: String(data['password'] ?? '') });
        const result = accountOutcome(resetPassword);
        if (result) goTo(link('my-account'));
        return result;
      }),
  });
  return (
    <AccountFormFrame
      heading={t('resetPassword.heading')}
      links={
        <FormLinkLine>
          <Anchor href={link('remember-password')}>{t('resetPassword.askAgain')}</Anchor>
        </FormLinkLine>
      }
    >
      <form {...form.formProps} css={accountFormStyle} data-form="reset-password">
        <PasswordField
          {...form.field('password')}
          label={t('forms:fields.newPassword')}
          mandatory
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.field('repeatPassword')}
          label={t('forms:fields.repeatPassword')}
          mandatory
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
        />
        {outcome.kind === 'done' && <FormNotice tone="success">{t('resetPassword.done')}</FormNotice>}
        {outcome.kind === 'error' && <FormNotice tone="error">{outcome.text}</FormNotice>}
        <SubmitButton requiresScript busy={form.status === 'sending'} label={t('resetPassword.submit')} />
      </form>
    </AccountFormFrame>
  );
}
