import { redirect } from 'react-router';
import { MyOrdersDocument, type Operation } from '@art/data';
import {
  MyAddressesDocument,
  MyArtistsDocument,
  MyCollectionsDocument,
  MyProfileDocument,
  MyWorksDocument,
  PublicCollectionDocument,
  WorkTitleDocument,
} from '../documents';
import { HIDDEN_WORK_STATE } from '@art/model';
import { LOGIN_REDIRECT_STATUS, loginRedirect } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';

/**
 * Loads a personal query on the server (into the page's query cache, which the page reads and re-reads after each
 * change). A token cookie whose session has ended is no session: the visitor goes to the login page and back.
 */
async function personal<TData extends { me: unknown }>(
  page: PageContext,
  operation: Operation<TData, Record<string, never>>,
) {
  const data = await page.query(operation, {});
  if (!data.me)
    throw redirect(loginRedirect(`${page.url.pathname}${page.url.search}`, page.lang), LOGIN_REDIRECT_STATUS);
  return data;
}

const nothing: PageResult<null> = { data: null };

export const loadFavWorksPage = async (page: PageContext) => (await personal(page, MyWorksDocument), nothing);
export const loadFavArtistsPage = async (page: PageContext) => (await personal(page, MyArtistsDocument), nothing);
export const loadCollectionsPage = async (page: PageContext) => (await personal(page, MyCollectionsDocument), nothing);
export const loadProfilePage = async (page: PageContext) => (await personal(page, MyProfileDocument), nothing);
/** Billing: the addresses and the account's orders, in one batched request. */
export const loadBillingPage = async (page: PageContext) => (
  await Promise.all([personal(page, MyAddressesDocument), personal(page, MyOrdersDocument)]),
  nothing
);

/** The work a new collection starts with. */
export interface NewCollectionData {
  workId: string;
  workTitle: string;
  artistFullName: string;
}

/** New collection from a work (`{workSlug}`): the work (any catalogue; unknown or deactivated is a 404) and the collections. */
export async function loadNewCollectionPage(page: PageContext): Promise<PageResult<NewCollectionData> | null> {
  const [{ getWork: work }] = await Promise.all([
    page.query(WorkTitleDocument, { slug: page.params['workSlug'] ?? '', catalogPrefix: null }),
    personal(page, MyCollectionsDocument),
  ]);
  if (!work || work.workState === HIDDEN_WORK_STATE) return null;
  return {
    data: { workId: work.id, workTitle: work.title, artistFullName: work.artist.fullName },
    title: { workTitle: work.title },
  };
}

/** A public collection by its owner's e-mail and its id; private or unknown is a 404. */
export async function loadUserCollectionPage(page: PageContext): Promise<PageResult<null> | null> {
  const variables = { userEmail: page.params['userEmail'] ?? '', collectionId: page.params['collectionId'] ?? '' };
  const { publicCollection } = await page.query(PublicCollectionDocument, variables);
  if (!publicCollection) return null;
  return {
    data: null,
    title: { collectionTitle: publicCollection.title },
    image: publicCollection.works[0]?.images[0]?.url ?? null,
  };
}
