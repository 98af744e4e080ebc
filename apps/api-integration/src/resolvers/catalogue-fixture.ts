/**
 * Known rows the catalogue tests add on top of the seeded demo data: names with accents and special
 * letters, titles that look like SQL or HTML or hold LIKE wildcards, ties on the sort keys, works without
 * price, a hidden work and a show, so that each behaviour has a row that proves it.
 */
import {
  artists,
  catalogs,
  expositions,
  expositionWorks,
  galleries,
  galleryParticipations,
  trendTags,
  works,
  type Database,
} from '@art/db';

/** The slugs and words the tests look for. */
export const FIXTURE = {
  artist: 'agata-xolotl-nunez',
  artistName: 'Ágata Xolótl Núñez',
  otherArtist: 'bruno-ordonez-pena',
  gallery: 'galeria-ounas-xolotl',
  galleryName: 'Galería Öunas Xolótl',
  show: 'xolotl-paramo',
  tagEs: 'xolotl-paramos',
  tagEn: 'xolotl-moors',
  hiddenWork: 'xolotl-oculta',
  marketOnlyWork: 'xolotl-fotografia-del-paramo',
  fairOnlyWork: 'xolotl-serie-1000-azul',
  wildcardWork: 'xolotl-100-algodon-crudo',
  htmlWork: 'xolotl-negrita',
} as const;

const image = (key: string) => ({ key, width: 1600, height: 1200 });
const at = (day: number) => new Date(Date.UTC(2024, 5, day, 12, 0, 0));

/** Adds the known rows; the catalogues are added only when the seed has not made them. */
export async function addCatalogueFixture(db: Database): Promise<void> {
  await db
    .insert(catalogs)
    .values([
      { prefix: 'AM25', edition: 25, year: 2025, nameEs: 'Feria 2025', nameEn: 'Fair 2025', isCurrent: true },
      { prefix: 'AM21', edition: 21, year: 2021, nameEs: 'Feria 2021', nameEn: 'Fair 2021' },
      { prefix: 'MARKET', year: 2025, nameEs: 'Market', nameEn: 'Market', isMarket: true },
    ])
    .onConflictDoNothing();
  const [gallery] = await db
    .insert(galleries)
    .values({
      slug: FIXTURE.gallery,
      comercialName: FIXTURE.galleryName,
      city: 'Cádiz',
      fullAddress: 'Calle Ancha 1, 11001 Cádiz',
    })
    .returning();
  if (!gallery) throw new Error('fixture gallery not inserted');
  await db.insert(galleryParticipations).values([
    { galleryId: gallery.id, catalogPrefix: 'AM25', stand: 'X1' },
    { galleryId: gallery.id, catalogPrefix: 'MARKET', stand: null },
    { galleryId: gallery.id, catalogPrefix: 'AM21', stand: 'B7' },
  ]);
  const [artist, other] = await db
    .insert(artists)
    .values([
      {
        slug: FIXTURE.artist,
        firstName: 'Ágata',
        lastName: 'Xolótl Núñez',
        fullName: FIXTURE.artistName,
        city: 'Ávila',
        bioEs: 'Pinta páramos.',
        bioEn: 'Paints moors.',
        image: image('artist/agata-xolotl-nunez'),
      },
      {
        slug: FIXTURE.otherArtist,
        firstName: 'Bruno',
        lastName: 'Ordóñez Peña',
        fullName: 'Bruno Ordóñez Peña',
        city: 'Soria',
      },
    ])
    .returning();
  if (!artist || !other) throw new Error('fixture artists not inserted');
  const [tag] = await db
    .insert(trendTags)
    .values({
      type: 'themesTags',
      slugEs: FIXTURE.tagEs,
      slugEn: FIXTURE.tagEn,
      nameEs: 'Páramos Xolótl',
      nameEn: 'Xolotl moors',
    })
    .returning();
  if (!tag) throw new Error('fixture tag not inserted');
  const base = {
    artistId: artist.id,
    galleryId: gallery.id,
    widthCm: 60,
    heightCm: 40,
    discipline: 1,
    workState: 'Disponible',
    technicsTextEs: 'Impresión en gelatina de plata',
    technicsTextEn: 'Gelatin silver print',
    technics: [{ name: 'Fotografía', english: 'Photography' }],
    colours: ['teal'],
  };
  const rows = await db
    .insert(works)
    .values([
      {
        ...base,
        slug: FIXTURE.marketOnlyWork,
        titleEs: 'Fotografía del páramo',
        titleEn: 'Photograph of the moor',
        priceCents: 1_250_00,
        catalogs: ['MARKET'],
        tagIds: [tag.id],
        images: [image('work/xolotl-paramo')],
        publishedAt: at(3),
        year: 2021,
      },
      {
        ...base,
        slug: FIXTURE.fairOnlyWork,
        titleEs: 'Serie 1000 azul',
        titleEn: 'Series 1000 blue',
        priceCents: 1_250_00,
        catalogs: ['AM25'],
        discipline: 0,
        colours: ['blue'],
        widthCm: 120.5,
        heightCm: 80,
        depthCm: 4,
        publishedAt: at(3),
      },
      {
        ...base,
        slug: FIXTURE.wildcardWork,
        titleEs: '100% algodón_crudo',
        titleEn: '100% raw_cotton',
        priceCents: null,
        workState: 'Consulta Galería',
        catalogs: ['MARKET', 'AM25'],
        tagIds: [tag.id],
        publishedAt: at(3),
      },
      {
        ...base,
        slug: FIXTURE.htmlWork,
        artistId: other.id,
        titleEs: '<b>Negrita</b> & "comillas"',
        titleEn: "<script>alert('x')</script>",
        priceCents: 0,
        catalogs: ['MARKET', 'AM25'],
        publishedAt: at(2),
      },
      {
        ...base,
        slug: FIXTURE.hiddenWork,
        titleEs: 'Obra oculta Xolótl',
        titleEn: 'Hidden Xolotl work',
        priceCents: 900_00,
        workState: 'Desactivada',
        catalogs: ['MARKET', 'AM25'],
        publishedAt: at(4),
      },
    ])
    .returning();
  const [show] = await db
    .insert(expositions)
    .values({
      slug: FIXTURE.show,
      slugEn: FIXTURE.show,
      titleEs: 'Páramos de Xolótl',
      titleEn: 'Xolotl moors',
      infoEs: 'Fotografías del páramo castellano.',
      infoEn: 'Photographs of the Castilian moor.',
      catalogPrefix: 'MARKET',
      galleryId: gallery.id,
      startsOn: '2025-04-01',
      endsOn: '2025-05-30',
      image: image('exposition/xolotl-paramo'),
    })
    .returning();
  if (!show) throw new Error('fixture show not inserted');
  const bySlug = (slug: string) => rows.find((r) => r.slug === slug)?.id as number;
  await db.insert(expositionWorks).values([
    { expositionId: show.id, workId: bySlug(FIXTURE.wildcardWork), position: 0 },
    { expositionId: show.id, workId: bySlug(FIXTURE.marketOnlyWork), position: 1 },
    { expositionId: show.id, workId: bySlug(FIXTURE.hiddenWork), position: 2 },
  ]);
}
