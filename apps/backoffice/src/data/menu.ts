/**
 * The header's main menu (`adminMenuEntries`, `adminMenuEntry`, `createMenuEntry`, `updateMenuEntry`). A record's
 * blocks keep their links with each image as the image field of the forms (`{ key, thumbnail }`, see `ImagesInput`);
 * a block whose texts and links are all blank is sent as no block.
 */
import {
  AdminMenuEntriesDocument,
  AdminMenuEntryDocument,
  CreateMenuEntryDocument,
  UpdateMenuEntryDocument,
  type AdminMenuBlockFieldsFragment,
  type AdminMenuBlockInput,
  type AdminMenuEntryFieldsFragment,
  type AdminMenuEntryInput,
  type AdminMenuEntrySort,
} from '../generated/graphql';
import { imageKeyOf, numberOrNull, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the menu list's sort enum. */
export const MENU_SORTS = { id: 'ID', position: 'POSITION' } as const satisfies Record<string, AdminMenuEntrySort>;

/** The three blocks of an entry's drop-down, in the order the forms show them. */
export const MENU_BLOCKS = ['blockWithImages', 'blockWithText1', 'blockWithText2'] as const;

/** A link of a block as the forms keep it. */
export interface MenuItemValues {
  titleES: string;
  titleEN: string;
  url: string;
  image: { key: string; thumbnail: string; width: number; height: number } | null;
}

/** A block as the forms keep it. */
export interface MenuBlockValues {
  titleES: string;
  titleEN: string;
  subtitleES: string;
  subtitleEN: string;
  items: MenuItemValues[];
}

/** A menu entry as react-admin holds it: the API's record with its blocks as the forms keep them. */
export type MenuRecord = Omit<AdminMenuEntryFieldsFragment, (typeof MENU_BLOCKS)[number]> & {
  [K in (typeof MENU_BLOCKS)[number]]: MenuBlockValues | null;
};

function blockValues(block: AdminMenuBlockFieldsFragment | null | undefined): MenuBlockValues | null {
  if (!block) return null;
  return {
    titleES: block.titleES,
    titleEN: block.titleEN,
    subtitleES: block.subtitleES,
    subtitleEN: block.subtitleEN,
    items: block.items.map((item) => ({
      titleES: item.titleES,
      titleEN: item.titleEN,
      url: item.url,
      image:
        item.imageKey && item.imageUrl ? { key: item.imageKey, thumbnail: item.imageUrl, width: 0, height: 0 } : null,
    })),
  };
}

/** The API's menu entry as react-admin's record. */
export function menuRecord(entry: AdminMenuEntryFieldsFragment): MenuRecord;
export function menuRecord(entry: AdminMenuEntryFieldsFragment | null): MenuRecord | null;
export function menuRecord(entry: AdminMenuEntryFieldsFragment | null): MenuRecord | null {
  if (!entry) return null;
  return {
    ...entry,
    blockWithImages: blockValues(entry.blockWithImages),
    blockWithText1: blockValues(entry.blockWithText1),
    blockWithText2: blockValues(entry.blockWithText2),
  };
}

/** A block of the form as `AdminMenuBlockInput`, or null when everything in it is blank. */
export function menuBlockInput(value: unknown): AdminMenuBlockInput | null {
  if (!value || typeof value !== 'object') return null;
  const block = value as Record<string, unknown>;
  const items = (Array.isArray(block['items']) ? (block['items'] as Record<string, unknown>[]) : []).map((item) => ({
    titleES: textOf(item ?? {}, 'titleES'),
    titleEN: textOf(item ?? {}, 'titleEN'),
    url: textOf(item ?? {}, 'url'),
    imageKey: imageKeyOf(item?.['image']),
  }));
  const texts = ['titleES', 'titleEN', 'subtitleES', 'subtitleEN'].map((name) => text(block[name]));
  if (texts.every((t) => t === undefined) && items.length === 0) return null;
  return {
    titleES: textOf(block, 'titleES'),
    titleEN: textOf(block, 'titleEN'),
    subtitleES: textOf(block, 'subtitleES'),
    subtitleEN: textOf(block, 'subtitleEN'),
    items,
  };
}

/** A menu entry's form values as `AdminMenuEntryInput`. */
export function menuEntryInput(values: Record<string, unknown>): AdminMenuEntryInput {
  return {
    site: textOf(values, 'site'),
    position: numberOrNull(values['position']),
    url: textOf(values, 'url'),
    mainTitleES: textOf(values, 'mainTitleES'),
    mainTitleEN: textOf(values, 'mainTitleEN'),
    blockWithImages: menuBlockInput(values['blockWithImages']),
    blockWithText1: menuBlockInput(values['blockWithText1']),
    blockWithText2: menuBlockInput(values['blockWithText2']),
  };
}

export const menu: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(MENU_SORTS, sortField);
    const { adminMenuEntries } = await request(AdminMenuEntriesDocument, {
      page,
      perPage,
      sort,
      order,
      site: text(filter['site']),
      q: text(filter['q']),
    });
    return { data: adminMenuEntries.items.map((entry) => menuRecord(entry)), total: adminMenuEntries.total };
  },
  getOne: async (request, id) => menuRecord((await request(AdminMenuEntryDocument, { id })).adminMenuEntry ?? null),
  async create(request, values) {
    const { createMenuEntry } = await request(CreateMenuEntryDocument, { input: menuEntryInput(values) });
    return { ...createMenuEntry, record: menuRecord(createMenuEntry.entry ?? null) };
  },
  async update(request, id, values) {
    const { updateMenuEntry } = await request(UpdateMenuEntryDocument, { id, input: menuEntryInput(values) });
    return { ...updateMenuEntry, record: menuRecord(updateMenuEntry.entry ?? null) };
  },
};
