import { redirect } from 'react-router';
import { type MeFields } from '@art/data';
import { MeDocument } from '../documents';
import { LOGIN_REDIRECT_STATUS, loginRedirect } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';

/**
 * The signed-in user of a personal page. A token cookie whose session has ended (expired, logged out elsewhere, the
 * password reset) is no session: the visitor goes to the login page and comes back after it.
 */
export async function loadAccountPage(page: PageContext): Promise<PageResult<MeFields>> {
  const { me } = await page.query(MeDocument, {});
  if (!me) throw redirect(loginRedirect(`${page.url.pathname}${page.url.search}`, page.lang), LOGIN_REDIRECT_STATUS);
  return { data: me };
}
