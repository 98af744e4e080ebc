/**
 * `GET /api/getMainMenu`: the header's main menu as the specification's clients read it ("the JSON reply is used unchanged").
 */
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menuEntries, type Database, type MenuBlock, type MenuItem } from '@art/db';
import { pick, SITES, type Site } from '@art/model';
import { errorMessage, languageOf } from '@art/api-core';
import { localizedMenuUrls } from '@art/api-content';
import { sendCacheable } from './etag';

export interface MenuItemJson {
  titleES: string;
  titleEN: string;
  url: string;
  order: number;
  image: { url: string } | null;
}

export interface MenuBlockJson {
  titleES: string;
  titleEN: string;
  subtitleES: string;
  subtitleEN: string;
  items: MenuItemJson[];
}

/** One entry of the menu reply. `mainTitle` is in the request's language; both languages are also given. */
export interface MenuEntryJson {
  id: number;
  position: number;
  url: string;
  mainTitle: string;
  mainTitleES: string;
  mainTitleEN: string;
  blockWithImages: MenuBlockJson | null;
  blockWithText1: MenuBlockJson | null;
  blockWithText2: MenuBlockJson | null;
}

/** Five minutes fresh, then an hour served stale while the next copy is fetched. */
export const MENU_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

function itemJson(item: Partial<MenuItem>): MenuItemJson {
  const imageUrl = item.image?.url;
  return {
    titleES: item.titleES ?? '',
    titleEN: item.titleEN ?? '',
    url: item.url ?? '',
    order: Number.isFinite(item.order) ? Number(item.order) : 0,
    image: typeof imageUrl === 'string' && imageUrl ? { url: imageUrl } : null,
  };
}

/** A stored block in the reply's shape, items sorted by `order`; a missing block stays null. */
export function menuBlockJson(block: Partial<MenuBlock> | null | undefined): MenuBlockJson | null {
  if (!block) return null;
  const items = (Array.isArray(block.items) ? block.items : []).map(itemJson);
  return {
    titleES: block.titleES ?? '',
    titleEN: block.titleEN ?? '',
    subtitleES: block.subtitleES ?? '',
    subtitleEN: block.subtitleEN ?? '',
    items: items.sort((a, b) => a.order - b.order),
  };
}

/** Registers `GET /api/getMainMenu`; `?site=fair|shop` keeps the entries of that site and those of both. */
export async function registerMenuRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/api/getMainMenu', async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    const { site } = request.query as { site?: unknown };
    if (site !== undefined && !(typeof site === 'string' && SITES.includes(site as Site))) {
      const value = (Array.isArray(site) ? site.join(',') : String(site)).slice(0, 60);
      return reply
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', message: errorMessage(lang, 'invalidSite', { value }) });
    }
    const rows = await db
      .select()
      .from(menuEntries)
      .where(site ? inArray(menuEntries.site, [site as Site, 'all']) : undefined)
      .orderBy(asc(menuEntries.position), asc(menuEntries.id));
    const entries: MenuEntryJson[] = rows.map((row) => ({
      id: row.id,
      position: row.position,
      url: row.url,
      mainTitle: pick(lang, row.mainTitleEs, row.mainTitleEn),
      mainTitleES: row.mainTitleEs,
      mainTitleEN: row.mainTitleEn,
      blockWithImages: menuBlockJson(row.blockWithImages),
      blockWithText1: menuBlockJson(row.blockWithText1),
      blockWithText2: menuBlockJson(row.blockWithText2),
    }));
    // A post's, activity's, show's or trend's address is given with the slug of the request's language.
    const blocks = entries.flatMap((e) => [e.blockWithImages, e.blockWithText1, e.blockWithText2]);
    const items = blocks.flatMap((b) => b?.items ?? []);
    const own = await localizedMenuUrls(
      db,
      lang,
      [...entries, ...items].map((link) => link.url),
    );
    for (const link of [...entries, ...items]) link.url = own.get(link.url) ?? link.url;
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', MENU_CACHE_CONTROL)
      .header('vary', 'Accept-Language');
    return sendCacheable(request, reply, JSON.stringify(entries));
  });
}
