/** What the fair's visitor pages read besides editorial content: the ticket types and the photographs of an edition. */
import { asc, eq } from 'drizzle-orm';
import { fairPhotos, ticketTypes, type Database, type FairPhotoRow, type TicketTypeRow } from '@art/db';
import type { Language } from '@art/model';
import { catalogPrefixOf } from '@art/api-catalogue';

/**
 * The edition a visitor page asks about: its prefix in any case, the current one when absent or empty.
 * An unknown prefix is a translated `invalidCatalogPrefix` error, raised before the database is asked.
 */
function editionOf(prefixText: string | null | undefined, lang: Language, currentPrefix: string): string {
  return catalogPrefixOf(prefixText, lang, currentPrefix) ?? currentPrefix;
}

/** The ticket types of an edition (the current one by default), in their order. */
export async function listTicketTypes(
  db: Database,
  lang: Language,
  currentPrefix: string,
  prefixText?: string | null,
): Promise<TicketTypeRow[]> {
  const prefix = editionOf(prefixText, lang, currentPrefix);
  return db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.catalogPrefix, prefix))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

/** The photographs of an edition (the current one by default), in their order. */
export async function listFairPhotos(
  db: Database,
  lang: Language,
  currentPrefix: string,
  prefixText?: string | null,
): Promise<FairPhotoRow[]> {
  const prefix = editionOf(prefixText, lang, currentPrefix);
  return db
    .select()
    .from(fairPhotos)
    .where(eq(fairPhotos.catalogPrefix, prefix))
    .orderBy(asc(fairPhotos.position), asc(fairPhotos.id));
}
