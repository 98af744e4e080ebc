import { accountOutcome, useGraphQLClient } from '@art/data';
import { RememberPasswordDocument } from '../documents';
import { SubmitButton, TextField, schemaFields, useForm } from '@art/forms';
import { ACCOUNT_LIMITS, rememberPasswordForm } from '@art/model';
import { useTranslation } from 'react-i18next';
import { useLink } from '@art/site';
import { Anchor } from '@art/ui';
import { AccountFormFrame, accountFormStyle, FormLinkLine, FormNotice, useAccountSubmit } from '@art/page-kit';

const FIELDS = schemaFields(rememberPasswordForm);

/**
 * Remember password: the visitor gives an e-mail address and is told the same thing whether or not an account has
 * it (the link goes by e-mail, valid 24 hours).
 */
export function PasswordPageView() {
  const { t } = useTranslation('account');
  const link = useLink();
  const client = useGraphQLClient();
  const { outcome, run } = useAccountSubmit();
  const form = useForm({
    fields: FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const { rememberPassword } = await client.request(RememberPasswordDocument, {
          email: String(data['email'] ?? ''),
        });
        return accountOutcome(rememberPassword);
      }),
  });
  return (
    <AccountFormFrame
      heading={t('password.heading')}
      intro={t('password.intro')}
      links={
        <FormLinkLine>
          <Anchor href={link('login')}>{t('registry.logIn')}</Anchor>
        </FormLinkLine>
      }
    >
      <form {...form.formProps} css={accountFormStyle} data-form="remember-password">
        <TextField
          {...form.field('email')}
          type="email"
          label={t('forms:fields.email')}
          mandatory
          maxLength={ACCOUNT_LIMITS.email}
          autoComplete="email"
        />
        {outcome.kind === 'done' && <FormNotice tone="success">{t('password.sent')}</FormNotice>}
        {outcome.kind === 'error' && <FormNotice tone="error">{outcome.text}</FormNotice>}
        <SubmitButton requiresScript busy={form.status === 'sending'} label={t('password.submit')} />
      </form>
    </AccountFormFrame>
  );
}
