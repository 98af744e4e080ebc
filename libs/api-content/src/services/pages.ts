/** Editorial content besides posts and activities: sponsors, press items and contacts, FAQ, static pages and banners. */
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  banners,
  faqs,
  pressContacts,
  pressItems,
  sponsors,
  staticPages,
  type BannerRow,
  type Database,
  type FaqRow,
  type PressContactRow,
  type PressItemRow,
  type SponsorRow,
  type StaticPageRow,
} from '@art/db';
import { PRESS_ITEM_KINDS, SPONSOR_LEVELS, type Language, type PressItemKind, type Site } from '@art/model';
import { userError, parseId, slugOf } from '@art/api-core';

/** Rank of each sponsor level, in the order of `SPONSOR_LEVELS` (main first). */
const levelRank = sql.raw(
  `CASE level ${SPONSOR_LEVELS.map((level, i) => `WHEN '${level}' THEN ${i}`).join(' ')} ELSE ${SPONSOR_LEVELS.length} END`,
);

/** Every sponsor: by level (main, official, collaborator, media), then position. */
export async function listSponsors(db: Database): Promise<SponsorRow[]> {
  return db.select().from(sponsors).orderBy(levelRank, asc(sponsors.position), asc(sponsors.id));
}

/**
 * Press items, newest first; `kind` (release, kit, image) narrows them.
 * An unknown kind is a translated `invalidCategory` error.
 */
export async function listPressItems(db: Database, lang: Language, kind?: string | null): Promise<PressItemRow[]> {
  const wanted = (kind ?? '').trim().toLowerCase();
  if (wanted && !PRESS_ITEM_KINDS.includes(wanted as PressItemKind)) {
    throw userError(lang, 'invalidCategory', { value: (kind ?? '').slice(0, 60) });
  }
  return db
    .select()
    .from(pressItems)
    .where(wanted ? eq(pressItems.kind, wanted) : undefined)
    .orderBy(desc(pressItems.publishedOn), desc(pressItems.id));
}

/** The press office's contacts, in their order. */
export async function listPressContacts(db: Database): Promise<PressContactRow[]> {
  return db.select().from(pressContacts).orderBy(asc(pressContacts.position), asc(pressContacts.id));
}

/** The questions and answers of one site, in their order. */
export async function listFaq(db: Database, site: Site): Promise<FaqRow[]> {
  return db.select().from(faqs).where(eq(faqs.site, site)).orderBy(asc(faqs.position), asc(faqs.id));
}

/** A static page by its Spanish or English slug (the request language's slug wins a tie); null when none has it. */
export async function findStaticPage(db: Database, lang: Language, slugText: string): Promise<StaticPageRow | null> {
  const slug = slugOf(slugText);
  if (!slug) return null;
  const own = lang === 'en' ? staticPages.slugEn : staticPages.slugEs;
  const [row] = await db
    .select()
    .from(staticPages)
    .where(or(eq(staticPages.slugEs, slug), eq(staticPages.slugEn, slug)))
    .orderBy(sql`(${own} = ${slug}) desc`)
    .limit(1);
  return row ?? null;
}

/** A banner by id, published or not; null for an unknown id or one that is not a positive integer. */
export async function findBanner(db: Database, idText: string | number): Promise<BannerRow | null> {
  const id = parseId(idText);
  if (id === null) return null;
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}
