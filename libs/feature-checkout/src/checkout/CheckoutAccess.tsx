/**
 * Step 1 for a visitor without a session (T30: buying needs an account): log in or sign up here, without leaving the
 * cart. The browser's cart joins the account's (`sendLocalCartToServer`), then step 1 loads again in full with the
 * new session, the cart on the server and the order form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLink } from '@art/site';
import { Anchor, Button, Cluster, Heading, Stack, Text } from '@art/ui';
import { LoginForm, SignUpForm } from '@art/page-kit';

const fullWidth = { flexBasis: '100%' } as const;

function CheckoutLogin({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation('cart');
  const link = useLink();
  return (
    <LoginForm
      returnUrl={returnUrl}
      formName="checkout-login"
      labelledBy="checkout-login-heading"
      submitLabel={t('checkout.access.loginSubmit')}
      header={
        <Heading level={4} size="h3" id="checkout-login-heading" css={fullWidth}>
          {t('checkout.access.loginHeading')}
        </Heading>
      }
      footer={
        <Text size="small" css={fullWidth}>
          <Anchor href={link('remember-password')}>{t('checkout.access.forgotPassword')}</Anchor>
        </Text>
      }
    />
  );
}

function CheckoutSignUp({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation('cart');
  return (
    <SignUpForm
      returnUrl={returnUrl}
      formName="checkout-sign-up"
      labelledBy="checkout-sign-up-heading"
      submitLabel={t('checkout.access.signUpSubmit')}
      header={
        <Heading level={4} size="h3" id="checkout-sign-up-heading" css={fullWidth}>
          {t('checkout.access.signUpHeading')}
        </Heading>
      }
    />
  );
}

/** Log in or sign up inline: a choice of the two, login first. */
export function CheckoutAccess() {
  const { t } = useTranslation('cart');
  const link = useLink();
  const [mode, setMode] = useState<'login' | 'sign-up'>('login');
  const returnUrl = link('cart', { step: '1' });
  return (
    <Stack gap={5} as="section" aria-labelledby="checkout-access-heading" data-checkout-access="">
      <Stack gap={2}>
        <Heading level={3} size="h2" id="checkout-access-heading">
          {t('checkout.access.heading')}
        </Heading>
        <Text measure>{t('checkout.access.intro')}</Text>
      </Stack>
      <Cluster gap={3} role="group" aria-label={t('checkout.access.choose')}>
        <Button
          variant={mode === 'login' ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={mode === 'login'}
          onClick={() => setMode('login')}
        >
          {t('checkout.access.login')}
        </Button>
        <Button
          variant={mode === 'sign-up' ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={mode === 'sign-up'}
          onClick={() => setMode('sign-up')}
        >
          {t('checkout.access.signUp')}
        </Button>
      </Cluster>
      {mode === 'login' ? <CheckoutLogin returnUrl={returnUrl} /> : <CheckoutSignUp returnUrl={returnUrl} />}
    </Stack>
  );
}
