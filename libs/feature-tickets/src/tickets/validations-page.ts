import { redirect } from 'react-router';
import { ValidationsPageDocument } from '../documents';
import { isTicketDeskRole } from '@art/model';
import { LOGIN_REDIRECT_STATUS, loginRedirect } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';

/** Who is at the ticket desk, and whether they may validate tickets. */
export interface ValidationsPageData {
  /** Staff and admins; anyone else is answered 403 by the page module. */
  allowed: boolean;
  fullName: string;
}

/**
 * Ticket-office validations (`/validacionesTaquilla`, login required by the route table): the session's user from the
 * API. A token whose session has ended goes to the login page and back, like the personal pages; an account that is
 * not staff or admin gets `allowed: false` (the page answers 403 and shows nothing of the desk). The API refuses
 * their validations anyway: this only spares them a desk they cannot use.
 */
export async function loadValidationsPage(page: PageContext): Promise<PageResult<ValidationsPageData>> {
  const { me } = await page.query(ValidationsPageDocument, {});
  if (!me) throw redirect(loginRedirect(`${page.url.pathname}${page.url.search}`, page.lang), LOGIN_REDIRECT_STATUS);
  return { data: { allowed: isTicketDeskRole(me.role), fullName: me.fullName } };
}
