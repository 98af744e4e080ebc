import { MY_ORDERS, useGqlQuery } from '@art/data';
import { usePageLang } from '@art/site';
import { OrdersList } from './OrdersList';

/** The logged-in visitor's orders, newest first, as the billing page lists them. */
export function MyOrders() {
  const orders = useGqlQuery(MY_ORDERS, {}).data?.me?.orders ?? [];
  return <OrdersList orders={orders} lang={usePageLang()} />;
}
