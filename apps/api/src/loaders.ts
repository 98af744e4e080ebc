import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { artists, galleries, type ArtistRow, type Database, type GalleryRow } from '@art/db';

/** Loads rows by id in one query per batch, answering in the order of the keys (null when absent). */
function byId<Row extends { id: number }>(load: (ids: number[]) => Promise<Row[]>) {
  return new DataLoader<number, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Per-request batching of every relation a list can ask for. */
export function createLoaders(db: Database) {
  return {
    artist: byId<ArtistRow>((ids) => db.select().from(artists).where(inArray(artists.id, ids))),
    gallery: byId<GalleryRow>((ids) => db.select().from(galleries).where(inArray(galleries.id, ids))),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
