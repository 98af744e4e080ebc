/** The newsletter's subscribers (`adminSubscribers`), and the address of their CSV export. */
import { AdminSubscribersDocument, type AdminSubscriberSort } from '../generated/graphql';
import { sortOf, text, type ResourceHandler } from './resource';

/** react-admin's sort field → the subscribers list's sort enum. */
export const SUBSCRIBER_SORTS = { createdAt: 'CREATED_AT', email: 'EMAIL' } as const satisfies Record<
  string,
  AdminSubscriberSort
>;

/** The statuses of a subscription, in the order the status filter lists them. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * The confirmed subscribers as a CSV file (`GET /api/admin/subscribers.csv`): on the back office's own origin, whose
 * server proxies `/api/*`, so the session cookie goes along with a plain link.
 */
export const SUBSCRIBERS_CSV_URL = '/api/admin/subscribers.csv';

export const subscribers: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const { adminSubscribers } = await request(AdminSubscribersDocument, {
      page,
      perPage,
      sort: sortOf(SUBSCRIBER_SORTS, sortField),
      order,
      q: text(filter['q']),
      status: text(filter['status']),
    });
    return { data: adminSubscribers.items, total: adminSubscribers.total };
  },
};
