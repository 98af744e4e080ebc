import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { artists, works } from './schema';

describe('openDatabase (PGlite)', () => {
  it('migrates an empty database and derives size class and accent-free search text', async () => {
    const handle = await openDatabase();
    try {
      await handle.migrate();
      await handle.migrate(); // a second run changes nothing
      const [artist] = await handle.db
        .insert(artists)
        .values({
          slug: 'ana-nunez',
          firstName: 'Ana',
          lastName: 'Núñez',
          fullName: 'Ana Núñez',
          city: 'Nápoles',
          cityEn: 'Naples',
        })
        .returning();
      expect(artist?.initial).toBe('N');
      // The city in both languages (migration 0013): 'Naples' finds her as 'Nápoles' does.
      expect(artist?.searchText).toBe('ana nunez napoles naples');
      const [work] = await handle.db
        .insert(works)
        .values({
          slug: 'azul',
          artistId: artist!.id,
          titleEs: 'Fotografía azul',
          titleEn: 'Blue photograph',
          widthCm: 60,
          heightCm: 40,
          discipline: 1,
          workState: 'Disponible',
        })
        .returning();
      expect(work?.size).toBe('medium');
      expect(work?.searchText).toContain('fotografia azul');
      await expect(
        handle.db
          .execute(sql`insert into works (slug, artist_id, title_es, title_en, width_cm, height_cm, discipline, work_state)
          values ('x', ${artist!.id}, 'x', 'x', 1, 1, 7, 'Disponible')`),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
