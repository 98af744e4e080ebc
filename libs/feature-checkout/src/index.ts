export { CheckoutPageView } from './checkout/CheckoutPageView';
export { OrdersList } from './checkout/OrdersList';
export { PaymentErrorPageView } from './checkout/PaymentErrorPageView';
export { PaymentPageView } from './checkout/PaymentPageView';
export { ThankYouPageView } from './checkout/ThankYouPageView';
export { loadCheckoutPage, loadPaymentErrorPage, loadPaymentPage, loadThankYouPage } from './checkout/checkout-pages';
export type { OrderPageData } from './checkout/checkout-pages';
export { MyOrders } from './checkout/MyOrders';
