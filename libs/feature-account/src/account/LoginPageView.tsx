import { useTranslation } from 'react-i18next';
import { useLink } from '@art/site';
import { Anchor } from '@art/ui';
import { AccountFormFrame, FormLinkLine, LoginForm, useReturnQuery, useReturnUrl } from '@art/page-kit';

/** The login page: e-mail, password, "remember me"; then back to the page asked for (or the account). */
export function LoginPageView() {
  const { t } = useTranslation('account');
  const link = useLink();
  const returnUrl = useReturnUrl(link('my-account'));
  const returnQuery = useReturnQuery();
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
      <LoginForm returnUrl={returnUrl} formName="login" submitLabel={t('login.submit')} />
    </AccountFormFrame>
  );
}
