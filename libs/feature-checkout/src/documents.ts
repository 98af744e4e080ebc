/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run feature-checkout:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type { CheckoutPageQuery, OrderInput, OrderPageQuery, StartPaymentMutation } from './generated/graphql';

export * from './generated/graphql';

export type CheckoutPageData = CheckoutPageQuery;
export type OrderPageData = OrderPageQuery;
export type CountryFields = CheckoutPageQuery['countries'][number];
/** What step 1 sends to create the order. */
export type OrderInputFields = OrderInput;
/** The signed form the payment page posts to the provider. */
export type PaymentFormFields = NonNullable<StartPaymentMutation['startPayment']['form']>;
