import { accountOutcome, useGraphQLClient } from '@art/data';
import { ResetPasswordDocument } from '../documents';
import { PasswordField, SubmitButton, schemaFields, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, resetPasswordPageForm } from '@art/model';
import { useLink } from '@art/site';
import { Anchor } from '@art/ui';
import { AccountFormFrame, accountFormStyle, FormLinkLine, FormNotice, goTo, useAccountSubmit } from '@art/page-kit';

// The API's schema of `resetPassword` (`@art/model`), and the password typed twice.
const FIELDS = schemaFields(resetPasswordPageForm);

/**
 * Reset password, from the e-mailed link (`token` in the address): the new password twice; the account's other
 * sessions end and this one opens, then the account page. An expired or used link says so, with the way to ask again.
 */
export function ResetPasswordPageView({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const link = useLink();
  const client = useGraphQLClient();
  const { outcome, run } = useAccountSubmit();
  const form = useForm({
    fields: FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const { resetPassword } = await client.request(ResetPasswordDocument, {
          token,
          password: String(data['password'] ?? ''),
        });
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
