/**
 * A small catalogue and one account per role, for the back office's tests (no demo seed needed): countries,
 * two catalogues, two artists (one with an accent to search without), a gallery, two trend tags and three works.
 */
import {
  activities,
  articles,
  artists,
  banners,
  catalogs,
  countries,
  expositions,
  expositionWorks,
  faqs,
  galleries,
  galleryParticipations,
  menuEntries,
  pressItems,
  sponsors,
  staticPages,
  trendTags,
  users,
  works,
} from '@art/db';
import type { UserRole } from '@art/model';
import { openSession } from '@art/api-accounts';
import { prepareCommerceRows, type CommerceRows } from './admin-commerce-fixture';
import { prepareTicketOffice } from './admin-tickets-fixture';
import { prepareMatrixOrder } from './orders-fixture';
import type { TestApi, TestDatabase } from '../testing';

export const ROLES = ['visitor', 'staff', 'editor', 'admin'] as const satisfies readonly UserRole[];
export type Caller = 'anonymous' | (typeof ROLES)[number];
export const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

/** Who may call an operation of the back office: everyone (signed in or not), editors and admins, or admins. */
/** Who may call an operation: `staff` is staff and admin, `editor` is editor and admin, `admin` admin alone. */
export type Allowed = 'everyone' | 'staff' | 'editor' | 'admin';

/**
 * One row of the role matrix (`admin-roles.test.ts`): who may call the operation, its document (the field answered is
 * the operation's name) and its variables. A change's input must be refused by the checks, so the matrix changes
 * nothing. Each area of the back office keeps its rows beside its resolvers (`admin-*.roles.ts`).
 */
export interface RoleCase {
  allowed: Allowed;
  document: string;
  variables?: (fixture: AdminFixture) => Record<string, unknown>;
}

export interface AdminFixture {
  artistIds: { munoz: number; pintor: number };
  galleryId: number;
  tagIds: number[];
  workIds: { azul: number; jardin: number; retrato: number };
  /** A published post, a draft banner and an activity (`admin-content.roles.ts`, `admin-content.test.ts`). */
  contentIds: { post: number; banner: number; activity: number };
  /** A show of AM25 with the first work (`admin-catalogue.roles.ts`, `admin-catalogue.test.ts`). */
  showId: number;
  /** A question, a static page, a menu entry, a sponsor and a press item (`admin-site.roles.ts`, `admin-site.test.ts`). */
  siteIds: { faq: number; page: number; menu: number; sponsor: number; press: number };
  /** A delivered order of the visitor (`admin-orders.roles.ts`). */
  orderId: number;
  /** An invitation code of AM25 and one ticket it issued (`admin-tickets.roles.ts`, `admin-tickets.test.ts`). */
  ticketIds: { invitation: number; ticket: number };
  /** A discount code and France's shipping costs (`admin-commerce.roles.ts`, `admin-commerce.test.ts`). */
  commerce: CommerceRows;
  userIds: Record<(typeof ROLES)[number], string>;
  tokens: Record<(typeof ROLES)[number], string>;
}

export async function prepareAdminFixture(database: TestDatabase): Promise<AdminFixture> {
  const { db } = database;
  await db.insert(countries).values([
    { code: 'ES', nameEs: 'España', nameEn: 'Spain', dialCode: '+34' },
    { code: 'FR', nameEs: 'Francia', nameEn: 'France', dialCode: '+33' },
  ]);
  await db.insert(catalogs).values([
    { prefix: 'AM25', edition: 25, year: 2025, nameEs: 'ArteMadrid 25', nameEn: 'ArteMadrid 25', isCurrent: true },
    { prefix: 'MARKET', year: 2025, nameEs: 'Market', nameEn: 'Market', isMarket: true },
  ]);
  const [munoz, pintor] = await db
    .insert(artists)
    .values([
      { slug: 'ana-munoz', firstName: 'Ana', lastName: 'Muñoz', fullName: 'Ana Muñoz', city: 'Sevilla' },
      { slug: 'pedro-pintor', firstName: 'Pedro', lastName: 'Pintor', fullName: 'Pedro Pintor', city: 'Lyon' },
    ])
    .returning();
  const [gallery] = await db
    .insert(galleries)
    .values({ slug: 'galeria-norte', comercialName: 'Galería Norte', city: 'Bilbao' })
    .returning();
  await db.insert(galleryParticipations).values({ galleryId: gallery!.id, catalogPrefix: 'AM25', stand: 'B12' });
  const tags = await db
    .insert(trendTags)
    .values([
      { type: 'themesTags', slugEs: 'paisaje', slugEn: 'landscape', nameEs: 'Paisaje', nameEn: 'Landscape' },
      { type: 'worksStylesTags', slugEs: 'abstracto', slugEn: 'abstract', nameEs: 'Abstracto', nameEn: 'Abstract' },
    ])
    .returning();
  const base = { widthCm: 40, heightCm: 30, discipline: 0, workState: 'Disponible', catalogs: ['AM25'] };
  const [azul, jardin, retrato] = await db
    .insert(works)
    .values([
      {
        ...base,
        slug: 'pintura-azul',
        artistId: munoz!.id,
        galleryId: gallery!.id,
        titleEs: 'Pintura azul',
        titleEn: 'Blue painting',
        technicsTextEs: 'Óleo sobre lienzo',
        technicsTextEn: 'Oil on canvas',
        priceCents: 250_000,
        year: 2020,
        publishedAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        ...base,
        slug: 'jardin-de-invierno',
        artistId: munoz!.id,
        titleEs: 'Jardín de invierno',
        titleEn: 'Winter garden',
        discipline: 1,
        priceCents: 90_000,
        year: 2018,
        workState: 'Vendida',
        publishedAt: new Date('2025-02-01T10:00:00Z'),
      },
      {
        ...base,
        slug: 'retrato',
        artistId: pintor!.id,
        titleEs: 'Retrato',
        titleEn: 'Portrait',
        catalogs: ['MARKET'],
        priceCents: null,
        year: 2024,
        publishedAt: new Date('2025-03-01T10:00:00Z'),
      },
    ])
    .returning();
  const [post] = await db
    .insert(articles)
    .values({
      slugEs: 'feria-abierta',
      slugEn: 'fair-open',
      category: 'actualidad',
      titleEs: 'La feria abre sus puertas',
      titleEn: 'The fair opens its doors',
      publishedAt: new Date('2025-02-10T09:00:00Z'),
    })
    .returning();
  const [banner] = await db.insert(banners).values({ titleEs: 'Entradas', titleEn: 'Tickets' }).returning();
  const [activity] = await db
    .insert(activities)
    .values({
      slug: 'visita-guiada',
      slugEn: 'guided-tour',
      categoryEs: 'Visitas guiadas',
      categoryEn: 'Guided tours',
      titleEs: 'Visita guiada',
      titleEn: 'Guided tour',
      startsAt: new Date('2025-02-20T17:00:00Z'),
      catalogPrefix: 'AM25',
    })
    .returning();
  const siteIds = await prepareSiteContent(db);
  const [show] = await db
    .insert(expositions)
    .values({ slug: 'azules', slugEn: 'blues', titleEs: 'Azules', titleEn: 'Blues', catalogPrefix: 'AM25' })
    .returning();
  await db.insert(expositionWorks).values({ expositionId: show!.id, workId: azul!.id, position: 0 });
  const userIds = {} as AdminFixture['userIds'];
  const tokens = {} as AdminFixture['tokens'];
  for (const role of ROLES) {
    const [user] = await db
      .insert(users)
      .values({ email: `${role}@admin-test.example`, passwordHash: 'not-a-hash', role, name: role, surname: 'Prueba' })
      .returning();
    userIds[role] = user!.id;
    tokens[role] = (await openSession(db, user!.id, { remember: false })).token;
  }
  const orderId = await prepareMatrixOrder(db, userIds.visitor);
  return {
    artistIds: { munoz: munoz!.id, pintor: pintor!.id },
    galleryId: gallery!.id,
    tagIds: tags.map((t) => t.id),
    workIds: { azul: azul!.id, jardin: jardin!.id, retrato: retrato!.id },
    contentIds: { post: post!.id, banner: banner!.id, activity: activity!.id },
    showId: show!.id,
    siteIds,
    ticketIds: await prepareTicketOffice(db),
    commerce: await prepareCommerceRows(db),
    orderId,
    userIds,
    tokens,
  };
}

/** One row of each table of the site content (`admin-site.graphql`). */
async function prepareSiteContent(db: TestDatabase['db']): Promise<AdminFixture['siteIds']> {
  const [faq] = await db
    .insert(faqs)
    .values({
      site: 'fair',
      position: 0,
      questionEs: '¿Hay guardarropa?',
      questionEn: 'Is there a cloakroom?',
      answerEs: 'Sí, en la entrada.',
      answerEn: 'Yes, at the entrance.',
    })
    .returning();
  const [page] = await db
    .insert(staticPages)
    .values({
      slugEs: 'aviso-legal',
      slugEn: 'legal-notice',
      isLegal: true,
      titleEs: 'Aviso legal',
      titleEn: 'Legal notice',
      contentEs: 'Texto legal.',
      contentEn: 'Legal text.',
    })
    .returning();
  const [menu] = await db
    .insert(menuEntries)
    .values({ position: 0, url: '/es/obras', mainTitleEs: 'Obras', mainTitleEn: 'Works', site: 'all' })
    .returning();
  const [sponsor] = await db
    .insert(sponsors)
    .values({ name: 'Banco Azul', level: 'main', url: 'https://banco.example.com', position: 0 })
    .returning();
  const [press] = await db
    .insert(pressItems)
    .values({ kind: 'release', titleEs: 'Nota inaugural', titleEn: 'Opening release', publishedOn: '2025-01-15' })
    .returning();
  return { faq: faq!.id, page: page!.id, menu: menu!.id, sponsor: sponsor!.id, press: press!.id };
}

/** The headers of a caller: a Bearer session, or none. */
export function as(fixture: AdminFixture, caller: Caller): Record<string, string> {
  return caller === 'anonymous' ? {} : { authorization: `Bearer ${fixture.tokens[caller]}` };
}

/** Runs an operation as a caller, in a language. */
export function call<T = Record<string, unknown>>(
  api: TestApi,
  fixture: AdminFixture,
  caller: Caller,
  query: string,
  variables: Record<string, unknown> = {},
  lang: 'es' | 'en' = 'es',
) {
  return api.graphql<T>(query, variables, { lang, headers: as(fixture, caller) });
}
