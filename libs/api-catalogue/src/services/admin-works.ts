/**
 * The back office's works (issue 16): the list (page, sort, filters, accent-free search) over 100,000 works, one
 * work, and its changes — each checked by `adminWorkForm` of `@art/admin-model`, then by what only the database knows
 * (artist, gallery, catalogues, tags, images, a free slug), and written with its audit entry in one transaction.
 */
import { readFile } from 'node:fs/promises';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { artists, catalogs, galleries, trendTags, works, type StoredImage, type WorkRow } from '@art/db';
import { dominantColours, imageFile } from '@art/images';
import { centsToEuros, eurosToCents, priceWithoutTaxesCents, type Colour } from '@art/model';
import { adminSlugOf, adminWorkForm, adminWorkStateForm } from '@art/admin-model';
import {
  recordChange,
  type ApiConfig,
  originsOf,
  workUrl,
  checkAdminInput,
  containsText,
  fieldError,
  rowId,
  type FieldError,
  changeRefused,
  changeSaved,
  defineAdminResource,
  type ChangeContext,
  type ChangeResult,
  type SortTerm,
  adminImage,
  readStoredImage,
  type AdminImageNode,
  slugTakenIn,
  firstFreeSlug,
  type Reader,
  pageOf,
} from '@art/api-core';
import { afterCatalogueChange } from './catalogue-changes';
import { galleryExists } from './admin-people';

/** The most matches of a text search the works list counts (`AdminWorkPage.totalCapped` beyond it). */
export const ADMIN_SEARCH_COUNT_MAX = 10_000;

/** The sorts of the works list (`AdminWorkSort`). */
export type AdminWorkSort = 'ID' | 'TITLE' | 'PRICE' | 'YEAR' | 'STATE' | 'PUBLISHED_AT';

/** A work as the back office edits it (`AdminWork`). */
export interface AdminWorkNode {
  id: string;
  slug: string;
  titleES: string;
  titleEN: string;
  descriptionES: string;
  descriptionEN: string;
  artistId: string;
  artistName: string;
  galleryId: string | null;
  galleryName: string | null;
  catalogs: string[];
  discipline: number;
  technicsES: string;
  technicsEN: string;
  widthCm: number;
  heightCm: number;
  depthCm: number | null;
  size: string;
  year: number | null;
  price: number | null;
  priceWithoutTaxes: number | null;
  currency: string;
  workState: string;
  tagIds: string[];
  colours: string[];
  images: AdminImageNode[];
  publishedAt: string;
  shopUrl: string;
}

/** What the list's filter may hold (`AdminWorksFilter`). */
export interface AdminWorksFilter {
  q?: string | null;
  artistId?: string | null;
  galleryId?: string | null;
  catalog?: string | null;
  discipline?: number | null;
  workState?: string | null;
}

/** The row of a work with the names the back office shows beside it. */
type JoinedWork = { work: WorkRow; artistName: string; artistSlug: string; galleryName: string | null };

const joined = {
  work: works,
  artistName: artists.fullName,
  artistSlug: artists.slug,
  galleryName: galleries.comercialName,
};

function node(row: JoinedWork, config: Pick<ApiConfig, 'fairOrigin' | 'shopOrigin'>) {
  const w = row.work;
  return {
    id: String(w.id),
    slug: w.slug,
    titleES: w.titleEs,
    titleEN: w.titleEn,
    descriptionES: w.descriptionEs,
    descriptionEN: w.descriptionEn,
    artistId: String(w.artistId),
    artistName: row.artistName,
    galleryId: w.galleryId === null ? null : String(w.galleryId),
    galleryName: row.galleryName,
    catalogs: w.catalogs,
    discipline: w.discipline,
    technicsES: w.technicsTextEs,
    technicsEN: w.technicsTextEn,
    widthCm: w.widthCm,
    heightCm: w.heightCm,
    depthCm: w.depthCm,
    size: w.size,
    year: w.year,
    price: w.priceCents === null ? null : centsToEuros(w.priceCents),
    priceWithoutTaxes: w.priceCents === null ? null : centsToEuros(priceWithoutTaxesCents(w.priceCents)),
    currency: w.currency,
    workState: w.workState,
    tagIds: w.tagIds.map(String),
    colours: w.colours,
    images: w.images.map(adminImage),
    publishedAt: w.publishedAt.toISOString(),
    // The back office's "see the work in the shop" (issue 34): the shop's page, also for a work of the current
    // edition, which the fair's page would show instead.
    shopUrl: workUrl({ artistSlug: row.artistSlug, slug: w.slug }, 'shop', 'es', originsOf(config)),
  } satisfies AdminWorkNode;
}

/** Each sort's terms, then the id: every sort reads an index of its own (`works_admin_*`, the primary key). */
const SORTS: Record<AdminWorkSort, readonly SortTerm[]> = {
  ID: [works.id],
  TITLE: [works.titleEs, works.id],
  PRICE: [works.priceCents, works.id],
  YEAR: [works.year, works.id],
  STATE: [works.workState, works.id],
  PUBLISHED_AT: [works.publishedAt, works.id],
};

/**
 * The same orders as expressions no index covers, for a text search: the planner then reads the trigram index's
 * matches and sorts them, instead of walking a sort's index and rechecking every row against the search (tens of
 * thousands of rows for a word matching a few thousand works; the bench's "search + filter, by title" case).
 */
const searchId = sql`(${works.id} + 0)`;
const SEARCH_SORTS: Record<AdminWorkSort, readonly SortTerm[]> = {
  ID: [searchId],
  TITLE: [sql`(${works.titleEs} || '')`, searchId],
  PRICE: [sql`(${works.priceCents} + 0)`, searchId],
  YEAR: [sql`(${works.year} + 0)`, searchId],
  STATE: [sql`(${works.workState} || '')`, searchId],
  PUBLISHED_AT: [sql`(${works.publishedAt} + interval '0 seconds')`, searchId],
};

/** The conditions of a list's filter; an id that cannot be one matches nothing. */
function conditionsOf(filter: AdminWorksFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.artistId !== undefined && filter.artistId !== null) {
    const id = rowId(filter.artistId);
    where.push(id === null ? sql`false` : eq(works.artistId, id));
  }
  if (filter.galleryId !== undefined && filter.galleryId !== null) {
    const id = rowId(filter.galleryId);
    where.push(id === null ? sql`false` : eq(works.galleryId, id));
  }
  const catalog = (filter.catalog ?? '').trim().toUpperCase();
  if (catalog) where.push(sql`${works.catalogs} @> ARRAY[${catalog}]::text[]`);
  if (filter.discipline !== undefined && filter.discipline !== null)
    where.push(eq(works.discipline, filter.discipline));
  const state = (filter.workState ?? '').trim();
  if (state) where.push(eq(works.workState, state));
  return where;
}

/** The answer of a work's change. */
export type AdminWorkResult = ChangeResult<'work', AdminWorkNode>;

const refused = (errors: FieldError[]): AdminWorkResult => changeRefused('work', errors);

/** Who changes (defined with the back office's one list, get and save). */
export type { ChangeContext };

/** The colours of a stored image, from its small JPEG. */
async function coloursOfStored(imagesDir: string, key: string): Promise<Colour[]> {
  const file = imageFile(imagesDir, key, 2, 'jpg');
  if (!file) return [];
  try {
    return await dominantColours(await readFile(file));
  } catch {
    return [];
  }
}

/** A slug of its own, derived from the title, with `-2`, `-3`… until free. */
const freeSlug = (db: Reader, base: string, exceptId: number | null) =>
  firstFreeSlug(
    base || 'obra',
    slugTakenIn(db, { table: works, id: works.id }, (slug) => eq(works.slug, slug), exceptId),
  );

/**
 * The works' list (page, sort, filters, accent-free search) over 100,000 works, one work, and its changes (`id` null
 * creates one): an artist, gallery, catalogues, tags and images that exist, and a free slug.
 */
export const adminWorks = defineAdminResource({
  table: works,
  // The page's ids first (from the sort's index alone), then the joins for those rows only: a deep page (offset
  // 50,000) otherwise joins every skipped row to its artist and gallery before dropping it.
  read: (db, query): Promise<JoinedWork[]> => {
    const page = pageOf(db.select({ id: works.id }).from(works).$dynamic(), query).as('page');
    return db
      .select(joined)
      .from(page)
      .innerJoin(works, eq(works.id, page.id))
      .innerJoin(artists, eq(artists.id, works.artistId))
      .leftJoin(galleries, eq(galleries.id, works.galleryId))
      .orderBy(...query.orderBy);
  },
  rowOf: (record) => record.work,
  nodes: (records, { config }) => records.map((record) => node(record, config)),
  search: (q) => containsText(works.searchText, q),
  filters: ({ filter }: { filter: AdminWorksFilter }) => conditionsOf(filter),
  sorts: SORTS,
  // A text search that matches much of the table counts at most ADMIN_SEARCH_COUNT_MAX + 1 rows (each match is a
  // recheck of its row); any other filter, or none, counts exactly over its index.
  searching: { sorts: SEARCH_SORTS, countMax: ADMIN_SEARCH_COUNT_MAX },
  save: {
    result: 'work',
    entity: 'work',
    form: adminWorkForm,
    notFound: 'admin.workNotFound',
    uniques: { works_slug_key: ['slug', 'admin.slugTaken'] },
    afterCommit: afterCatalogueChange,
    fields: async (value, { before, id: workId, ctx: { db, config, lang } }) => {
      const errors: FieldError[] = [];
      const [artist] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, value.artistId)).limit(1);
      if (!artist) errors.push(fieldError(lang, 'artistId', 'admin.artistUnknown'));
      if (value.galleryId !== null && !(await galleryExists(db, value.galleryId)))
        errors.push(fieldError(lang, 'galleryId', 'admin.galleryUnknown'));
      const known = await db
        .select({ prefix: catalogs.prefix })
        .from(catalogs)
        .where(inArray(catalogs.prefix, value.catalogs));
      if (known.length !== value.catalogs.length) errors.push(fieldError(lang, 'catalogs', 'admin.catalogUnknown'));
      if (value.tagIds.length > 0) {
        const tags = await db.select({ id: trendTags.id }).from(trendTags).where(inArray(trendTags.id, value.tagIds));
        if (tags.length !== value.tagIds.length) errors.push(fieldError(lang, 'tagIds', 'admin.tagUnknown'));
      }
      let images: StoredImage[] | null = null;
      if (value.imageKeys !== null) {
        const kept = new Map((before?.work.images ?? []).map((image) => [image.key, image]));
        const found = await Promise.all(
          value.imageKeys.map(async (key) => kept.get(key) ?? (await readStoredImage(config.imagesDir, key))),
        );
        if (found.some((image) => image === null)) errors.push(fieldError(lang, 'imageKeys', 'admin.imageUnknown'));
        else images = found as StoredImage[];
      }
      if (value.slug !== null) {
        const taken = await db
          .select({ id: works.id })
          .from(works)
          .where(workId === null ? eq(works.slug, value.slug) : and(eq(works.slug, value.slug), ne(works.id, workId)))
          .limit(1);
        if (taken.length > 0) errors.push(fieldError(lang, 'slug', 'admin.slugTaken'));
      }
      if (errors.length > 0) return errors;

      const slug = value.slug ?? (before ? before.work.slug : await freeSlug(db, adminSlugOf(value.titleES), workId));
      const imagesChanged =
        images !== null &&
        JSON.stringify(images.map((i) => i.key)) !== JSON.stringify(before?.work.images.map((i) => i.key) ?? []);
      let colours: string[] | null = value.colours;
      if (colours === null && (workId === null || imagesChanged)) {
        const first = images?.[0];
        colours = first ? await coloursOfStored(config.imagesDir, first.key) : [];
      }
      const technics =
        value.technicsES || value.technicsEN
          ? [{ name: value.technicsES, english: value.technicsEN || value.technicsES }]
          : [];
      return {
        slug,
        titleEs: value.titleES,
        titleEn: value.titleEN,
        descriptionEs: value.descriptionES,
        descriptionEn: value.descriptionEN,
        artistId: value.artistId,
        galleryId: value.galleryId,
        catalogs: value.catalogs,
        discipline: value.discipline,
        technics,
        technicsTextEs: value.technicsES,
        technicsTextEn: value.technicsEN,
        widthCm: value.widthCm,
        heightCm: value.heightCm,
        depthCm: value.depthCm,
        year: value.year,
        priceCents: value.price === null ? null : eurosToCents(value.price),
        workState: value.workState,
        tagIds: value.tagIds,
        ...(colours !== null ? { colours } : {}),
        ...(images !== null ? { images } : {}),
      };
    },
  },
});

/** Sets a work's state alone (`Desactivada` hides it from every public list and page). */
export async function setAdminWorkState(ctx: ChangeContext, id: string, workState: unknown): Promise<AdminWorkResult> {
  const { db, lang } = ctx;
  const workId = rowId(id);
  if (workId === null) return refused([fieldError(lang, 'id', 'admin.workNotFound')]);
  const checked = checkAdminInput(adminWorkStateForm, { workState }, lang);
  if (!checked.ok) return refused(checked.errors);
  const [before] = await db.select().from(works).where(eq(works.id, workId)).limit(1);
  if (!before) return refused([fieldError(lang, 'id', 'admin.workNotFound')]);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(works)
      .set({ workState: checked.value.workState })
      .where(eq(works.id, workId))
      .returning();
    await recordChange(tx, ctx, {
      action: 'update',
      entity: 'work',
      entityId: workId,
      before,
      after: row,
    });
  });
  afterCatalogueChange(db);
  const saved = await adminWorks.get(ctx, id);
  return saved ? changeSaved('work', saved) : refused([fieldError(lang, 'id', 'admin.workNotFound')]);
}
