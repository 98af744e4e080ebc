/**
 * The cart, step 1 (`/es/shop/cesta/1`): the works in the cart, then, for a visitor without a session, login or
 * sign-up inline, and for a buyer the order form. The cart lives in the browser (or comes from the API for a buyer)
 * after hydration: the server's HTML has the heading and, without JavaScript, says that paying needs it; the same
 * HTML is the first render in the browser, so nothing mismatches.
 */
import { useState } from 'react';
import { cartTotals } from '@art/cart';
import { useGqlQuery, type CartFields } from '@art/data';
import { CheckoutPageDocument } from '../documents';
import { FormTextProvider, useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { useCart, useLink, usePageLang } from '@art/site';
import { Button, Container, Heading, Spinner, Stack, Text, colours } from '@art/ui';
import { CheckoutAccess } from './CheckoutAccess';
import { CheckoutForm, cartItemsOf } from './CheckoutForm';
import { CheckoutSummary } from './CheckoutSummary';
import { LineItems } from './OrderParts';
import { checkoutGrid, checkoutPage, mainArea, noticeStyle, summaryArea } from './checkout-styles';

/** The cart's works, each with its remove button; a refused removal says so under the list. */
function CartItems({ cart }: { cart: CartFields }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const { remove } = useCart();
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState('');
  const items = cart.items.map((item) => ({
    id: item.id,
    title: item.work.title,
    artist: item.work.artist.fullName,
    price: item.unitPrice * item.units,
    url: item.work.url,
    image: item.work.images[0] ?? null,
  }));
  return (
    <Stack gap={3}>
      <LineItems
        items={items}
        lang={lang}
        label={t('checkout.items')}
        action={(item) => (
          <Button
            variant="link"
            size="small"
            busy={removing === item.id}
            aria-label={t('removeWork', { title: item.title })}
            onClick={async () => {
              setRemoving(item.id);
              setError('');
              const outcome = await remove(item.id);
              if (!outcome.ok) setError(outcome.error || t('checkout.removeFailed'));
              setRemoving(null);
            }}
          >
            {/* Its name (the title in it) starts with the text shown, so it can be said as seen (WCAG 2.5.3). */}
            {t('common:bag.removeShort')}
          </Button>
        )}
      />
      {error ? (
        <p role="alert" css={[noticeStyle, { color: colours.danger }]}>
          {error}
        </p>
      ) : null}
    </Stack>
  );
}

/** No works yet: the specification's message and the way to the works. */
function EmptyCart() {
  const { t } = useTranslation('cart');
  const link = useLink();
  return (
    <Stack gap={5} data-cart-empty="">
      <Text size="body" measure>
        {t('common:no_has_añadido_obras')}
      </Text>
      <div>
        <Button as="a" href={link('shop-works')} variant="primary">
          {t('browseWorks')}
        </Button>
      </div>
    </Stack>
  );
}

/** A visitor without a session: the works and their subtotal beside the login and sign-up forms. */
function AccessStep({ cart }: { cart: CartFields }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  return (
    <div css={checkoutGrid}>
      <Stack gap={8} css={mainArea}>
        <CartItems cart={cart} />
        <CheckoutAccess />
      </Stack>
      <aside css={summaryArea} aria-label={t('checkout.summary.heading')}>
        <CheckoutSummary lang={lang} totals={cartTotals({ items: cartItemsOf(cart) })} shipping={{ kind: 'none' }}>
          <Text size="small" tone="muted">
            {t('checkout.summary.shippingLater')}
          </Text>
        </CheckoutSummary>
      </aside>
    </div>
  );
}

/** The cart's page body (Checkout, step 1). */
export function CheckoutPageView() {
  const { t } = useTranslation('cart');
  const { t: tCommon } = useTranslation();
  const hydrated = useHydrated();
  const cart = useCart();
  const query = useGqlQuery(CheckoutPageDocument, {});
  const data = query.data;
  const ready = hydrated && cart.ready && !cart.loading && data !== undefined;
  const items = cart.cart?.items ?? [];
  let body = null;
  if (!hydrated) body = null;
  else if (query.isError && !data)
    body = (
      <p role="alert" css={[noticeStyle, { color: colours.danger }]}>
        {t('checkout.loadFailed')}
      </p>
    );
  else if (!ready) body = <Spinner label={t('checkout.loading')} />;
  else if (!cart.cart || items.length === 0) body = <EmptyCart />;
  else if (!data.me) body = <AccessStep cart={cart.cart} />;
  else body = <CheckoutForm cart={cart.cart} data={data} items={<CartItems cart={cart.cart} />} />;
  return (
    <Container>
      <Stack gap={7} css={checkoutPage} data-checkout-step="1">
        <Stack gap={2}>
          <Heading level={2} size="h1">
            {t('heading')}
          </Heading>
          {ready && items.length > 0 ? (
            <Text tone="muted">{t('checkout.itemsCount', { count: items.length })}</Text>
          ) : null}
        </Stack>
        {/* The cart and the order need the script (the cart is kept in this browser): say so when there is none. */}
        <noscript>
          <p css={[noticeStyle, { color: colours.ink }]}>{t('checkout.needsScript')}</p>
        </noscript>
        <FormTextProvider t={tCommon}>{body}</FormTextProvider>
      </Stack>
    </Container>
  );
}
