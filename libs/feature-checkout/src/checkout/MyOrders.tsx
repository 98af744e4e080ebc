import { MyOrdersDocument, useGqlQuery } from '@art/data';
import { usePageLang } from '@art/site';
import { OrdersList } from './OrdersList';

/** The logged-in visitor's orders, newest first, as the billing page lists them. */
export function MyOrders() {
  const orders = useGqlQuery(MyOrdersDocument, {}).data?.me?.orders ?? [];
  return <OrdersList orders={orders} lang={usePageLang()} />;
}
