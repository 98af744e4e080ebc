import { useTranslation } from 'react-i18next';
import { useLink } from '@art/site';
import { Anchor } from '@art/ui';
import { AccountFormFrame, FormLinkLine, SignUpForm, useReturnQuery, useReturnUrl } from '@art/page-kit';

/** The sign-up page: name, surname, e-mail, password, newsletter, the terms; logged in at once (§2, §7 signUp). */
export function RegistryPageView() {
  const { t } = useTranslation('account');
  const link = useLink();
  const returnUrl = useReturnUrl(link('my-account'));
  const returnQuery = useReturnQuery();
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
      <SignUpForm returnUrl={returnUrl} formName="registry" submitLabel={t('registry.submit')} />
    </AccountFormFrame>
  );
}
