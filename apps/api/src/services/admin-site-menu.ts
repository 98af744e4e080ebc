/**
 * The back office's header main menu (issue 16, `src/schema/admin-site.graphql`): its entries with their three
 * drop-down blocks. An entry is checked by `adminMenuEntryForm` of `@art/admin-model` (links are paths of the sites or
 * http(s) addresses, no markup), its blocks' images by the store (`POST /api/admin/images`), and written with its audit
 * entry in one transaction, in the stored shape `GET /api/getMainMenu` answers (`MenuBlock` of `@art/db`).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { menuEntries, type Database, type MenuBlock } from '@art/db';
import { imagePath, SITES } from '@art/model';
import { adminMenuEntryForm, type AdminMenuBlock } from '@art/admin-model';
import { readStoredImage } from './admin-images';
import { checkAdminInput, fieldError, type FieldError, pageOfRows, rowById, rowId } from './admin-common';
import {
  nextPosition,
  siteRefusal,
  siteSaved,
  targetId,
  textsContain,
  type SiteListOptions,
  type SitePage,
  type SiteResult,
} from './admin-site';
import type { ChangeContext } from './admin-works';
import { writeAudited } from './audit-log';

type MenuEntryRow = typeof menuEntries.$inferSelect;

/** The sorts of the menu's list. */
export type AdminMenuEntrySort = 'ID' | 'POSITION';

/** A link of a block as the back office edits it (`AdminMenuItem`). */
export interface AdminMenuItemNode {
  titleES: string;
  titleEN: string;
  url: string;
  imageKey: string | null;
  imageUrl: string | null;
}

/** A block as the back office edits it (`AdminMenuBlock`). */
export interface AdminMenuBlockNode {
  titleES: string;
  titleEN: string;
  subtitleES: string;
  subtitleEN: string;
  items: AdminMenuItemNode[];
}

/** A menu entry as the back office edits it (`AdminMenuEntry`). */
export interface AdminMenuEntryNode {
  id: string;
  site: string;
  position: number;
  url: string;
  mainTitleES: string;
  mainTitleEN: string;
  blockWithImages: AdminMenuBlockNode | null;
  blockWithText1: AdminMenuBlockNode | null;
  blockWithText2: AdminMenuBlockNode | null;
}

/** The size the menu shows a block's image in (the seed's and the sites' choice). */
const MENU_IMAGE_SIZE = 3;
const MENU_IMAGE_URL = /^\/api\/images\/(.+)\/3\.webp$/;

/** The stored key of a menu image's address, when it is one of the store's. */
export function menuImageKey(url: string | null | undefined): string | null {
  return MENU_IMAGE_URL.exec(url ?? '')?.[1] ?? null;
}

function blockNode(block: Partial<MenuBlock> | null | undefined): AdminMenuBlockNode | null {
  if (!block) return null;
  const items = Array.isArray(block.items) ? [...block.items] : [];
  items.sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0));
  return {
    titleES: block.titleES ?? '',
    titleEN: block.titleEN ?? '',
    subtitleES: block.subtitleES ?? '',
    subtitleEN: block.subtitleEN ?? '',
    items: items.map((item) => ({
      titleES: item.titleES ?? '',
      titleEN: item.titleEN ?? '',
      url: item.url ?? '',
      imageKey: menuImageKey(item.image?.url),
      imageUrl: item.image?.url || null,
    })),
  };
}

const entryNode = (row: MenuEntryRow): AdminMenuEntryNode => ({
  id: String(row.id),
  site: row.site,
  position: row.position,
  url: row.url,
  mainTitleES: row.mainTitleEs,
  mainTitleEN: row.mainTitleEn,
  blockWithImages: blockNode(row.blockWithImages),
  blockWithText1: blockNode(row.blockWithText1),
  blockWithText2: blockNode(row.blockWithText2),
});

/** A page of menu entries, by position unless asked otherwise; `site` keeps that site's entries and both's. */
export async function listAdminMenuEntries(
  db: Database,
  options: SiteListOptions<AdminMenuEntrySort> & { site: string | null | undefined },
): Promise<SitePage<AdminMenuEntryNode>> {
  const site = (options.site ?? '').trim();
  if (site !== '' && site !== 'all' && !(SITES as readonly string[]).includes(site)) return { items: [], total: 0 };
  const condition = and(
    site === '' ? undefined : site === 'all' ? eq(menuEntries.site, 'all') : inArray(menuEntries.site, [site, 'all']),
    options.q
      ? textsContain([menuEntries.mainTitleEs, menuEntries.mainTitleEn, menuEntries.url], options.q)
      : undefined,
  );
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'ID' ? [direction(menuEntries.id)] : [direction(menuEntries.position), direction(menuEntries.id)];
  const { rows, total } = await pageOfRows(db, menuEntries, condition, orderBy, options);
  return { items: rows.map(entryNode), total };
}

const entryById = (db: Pick<Database, 'select'>, id: number) => rowById(db, menuEntries, id);

/** One menu entry, or null for an unknown id. */
export async function getAdminMenuEntry(db: Database, id: string): Promise<AdminMenuEntryNode | null> {
  const entryId = rowId(id);
  const row = entryId === null ? null : await entryById(db, entryId);
  return row ? entryNode(row) : null;
}

/** Every image key of a checked block that the entry did not already show. */
function newImageKeys(block: AdminMenuBlock | null, before: MenuEntryRow | null): string[] {
  const known = new Set(
    [before?.blockWithImages, before?.blockWithText1, before?.blockWithText2]
      .flatMap((b) => b?.items ?? [])
      .map((item) => menuImageKey(item.image?.url))
      .filter((key): key is string => key !== null),
  );
  return (block?.items ?? []).map((item) => item.imageKey).filter((key): key is string => !!key && !known.has(key));
}

/** A checked block in the stored shape: items in their order from 1, images at the menu's size. */
function storedBlock(block: AdminMenuBlock | null): MenuBlock | null {
  if (!block) return null;
  return {
    titleES: block.titleES,
    titleEN: block.titleEN,
    subtitleES: block.subtitleES,
    subtitleEN: block.subtitleEN,
    items: block.items.map((item, i) => ({
      titleES: item.titleES,
      titleEN: item.titleEN,
      url: item.url,
      order: i + 1,
      image: item.imageKey ? { url: imagePath(item.imageKey, MENU_IMAGE_SIZE, 'webp') } : null,
    })),
  };
}

/** Creates a menu entry (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminMenuEntry(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<SiteResult<'entry', AdminMenuEntryNode>> {
  const { db, config, lang } = ctx;
  const target = targetId(lang, id, 'admin.menuNotFound');
  if (!target.ok) return siteRefusal('entry', target.errors);
  const checked = checkAdminInput(adminMenuEntryForm, input, lang);
  if (!checked.ok) return siteRefusal('entry', checked.errors);
  const value = checked.value;
  const before = target.id === null ? null : await entryById(db, target.id);
  if (target.id !== null && !before) return siteRefusal('entry', [fieldError(lang, 'id', 'admin.menuNotFound')]);

  const errors: FieldError[] = [];
  for (const name of ['blockWithImages', 'blockWithText1', 'blockWithText2'] as const) {
    for (const key of newImageKeys(value[name], before)) {
      if (!(await readStoredImage(config.imagesDir, key))) {
        errors.push(fieldError(lang, name, 'admin.imageUnknown'));
        break;
      }
    }
  }
  if (errors.length > 0) return siteRefusal('entry', errors);

  const saved = await db.transaction(async (tx) => {
    const fields = {
      site: value.site,
      position: value.position ?? before?.position ?? (await nextPosition(tx, menuEntries)),
      url: value.url,
      mainTitleEs: value.mainTitleES,
      mainTitleEn: value.mainTitleEN,
      blockWithImages: storedBlock(value.blockWithImages),
      blockWithText1: storedBlock(value.blockWithText1),
      blockWithText2: storedBlock(value.blockWithText2),
    };
    return writeAudited(tx, ctx, { table: menuEntries, entity: 'menu', id: target.id, before, fields });
  });
  return siteSaved('entry', entryNode(saved));
}
