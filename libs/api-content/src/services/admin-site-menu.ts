/**
 * The back office's header main menu (issue 16, `src/schema/admin-site.graphql`): its entries with their three
 * drop-down blocks. An entry is checked by `adminMenuEntryForm` of `@art/admin-model` (links are paths of the sites or
 * http(s) addresses, no markup), its blocks' images by the store (`POST /api/admin/images`), and written with its audit
 * entry in one transaction, in the stored shape `GET /api/getMainMenu` answers (`MenuBlock` of `@art/db`).
 */
import { eq, inArray } from 'drizzle-orm';
import { menuEntries, type MenuBlock } from '@art/db';
import { imagePath, SITES } from '@art/model';
import { adminMenuEntryForm, type AdminMenuBlock } from '@art/admin-model';
import {
  fieldError,
  type FieldError,
  defineAdminResource,
  readStoredImage,
  nextPosition,
  textsContain,
} from '@art/api-core';

type MenuEntryRow = typeof menuEntries.$inferSelect;

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

/**
 * The menu's list (by position unless asked otherwise; `site` keeps that site's entries and both's), one entry, and
 * its changes (`id` null creates one): every new image of its blocks must be in the store; a blank position puts it
 * last.
 */
export const adminMenuEntries = defineAdminResource({
  table: menuEntries,
  nodes: (rows: MenuEntryRow[]) => rows.map(entryNode),
  search: (q) => textsContain([menuEntries.mainTitleEs, menuEntries.mainTitleEn, menuEntries.url], q),
  filters: (options: { site: string | null | undefined }) => {
    const site = (options.site ?? '').trim();
    if (site === '') return [];
    if (site === 'all') return [eq(menuEntries.site, 'all')];
    return (SITES as readonly string[]).includes(site) ? [inArray(menuEntries.site, [site, 'all'])] : null;
  },
  sorts: { ID: [menuEntries.id], POSITION: [menuEntries.position, menuEntries.id] },
  save: {
    result: 'entry',
    entity: 'menu',
    form: adminMenuEntryForm,
    notFound: 'admin.menuNotFound',
    fields: async (value, { before, ctx: { config, lang } }) => {
      const errors: FieldError[] = [];
      for (const name of ['blockWithImages', 'blockWithText1', 'blockWithText2'] as const) {
        for (const key of newImageKeys(value[name], before)) {
          if (!(await readStoredImage(config.imagesDir, key))) {
            errors.push(fieldError(lang, name, 'admin.imageUnknown'));
            break;
          }
        }
      }
      if (errors.length > 0) return errors;
      return async (tx) => ({
        site: value.site,
        position: value.position ?? before?.position ?? (await nextPosition(tx, menuEntries)),
        url: value.url,
        mainTitleEs: value.mainTitleES,
        mainTitleEn: value.mainTitleEN,
        blockWithImages: storedBlock(value.blockWithImages),
        blockWithText1: storedBlock(value.blockWithText1),
        blockWithText2: storedBlock(value.blockWithText2),
      });
    },
  },
});
