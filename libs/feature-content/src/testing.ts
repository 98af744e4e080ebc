/** Results shaped like the API's answers to the content pages' operations, for their tests. */
import { activityCardFixture, activityCatalogFixture, articleCardFixture, imageFixture } from '@art/data/testing';
import type { ActivityCardFields, ArticleCardFields, ImageFields } from '@art/data';
import type {
  ActivitiesPageData,
  ActivityPageActivity,
  ActivityPageData,
  BlogListData,
  PostPageArticle,
  PostPageData,
  PressPageData,
  SponsorsPageData,
} from './documents';

/** A `BlogList` result of the given cards (one by default), with one more page. */
export function blogListFixture(nodes: ArticleCardFields[] = [articleCardFixture()], hasNextPage = true): BlogListData {
  return {
    articles: {
      totalCount: nodes.length + (hasNextPage ? 20 : 0),
      nodes,
      pageInfo: { endCursor: hasNextPage ? 'WzE3NDA4MjEwMDAwMDAwMDAsMTJd' : null, hasNextPage },
    },
  };
}

/** A post as its page shows it, with two paragraphs and one related post. */
export function postPageFixture(overrides: Partial<PostPageArticle> = {}): PostPageData {
  return {
    getArticle: {
      ...articleCardFixture(),
      slugES: 'pintura-de-gran-formato',
      slugEN: 'large-format-painting',
      content: 'Primer párrafo.\n\nSegundo párrafo.',
      author: 'Redacción',
      authorIsTeam: true,
      related: [
        articleCardFixture({
          id: '13',
          slug: 'papel-y-grafito',
          title: 'Papel y grafito',
          url: 'http://localhost:4200/es/post/papel-y-grafito',
        }),
      ],
      ...overrides,
    },
  };
}

/** An `ActivitiesPage` result of the given activities (one by default), with two categories and two editions. */
export function activitiesPageFixture(
  nodes: (ActivityCardFields & { image?: ImageFields | null })[] = [activityCardFixture()],
): ActivitiesPageData {
  return {
    activities: {
      totalCount: nodes.length,
      nodes: nodes.map((n) => ({ ...n, image: n.image ?? null })),
      pageInfo: { endCursor: null, hasNextPage: false },
    },
    activityCategories: [
      { key: 'charlas', slug: 'charlas', name: 'Charlas' },
      { key: 'visitas-guiadas', slug: 'visitas-guiadas', name: 'Visitas guiadas' },
    ],
    catalogs: [
      activityCatalogFixture(),
      activityCatalogFixture({ prefix: 'AM21', name: 'Feria de Arte Contemporáneo de Madrid 2021', isCurrent: false }),
    ],
  };
}

/** An activity as its page shows it. */
export function activityPageFixture(overrides: Partial<ActivityPageActivity> = {}): ActivityPageData {
  return {
    getActivity: {
      ...activityCardFixture(),
      slugES: 'coleccionar-por-primera-vez',
      slugEN: 'collecting-for-the-first-time',
      content: 'Comprar la primera obra es sencillo.\n\nEntrada libre.',
      image: imageFixture('activity/coleccionar-por-primera-vez'),
      ...overrides,
    },
    catalogs: [activityCatalogFixture()],
  };
}

/** Two sponsors: a main one and a media partner. */
export function sponsorsPageFixture(): SponsorsPageData {
  return {
    sponsors: [
      {
        id: '1',
        name: 'Banco Atlántico',
        level: 'main',
        url: 'https://www.bancoatlantico.test',
        position: 1,
        logo: imageFixture('sponsor/banco-atlantico'),
      },
      {
        id: '11',
        name: 'Radio Cultura',
        level: 'media',
        url: 'https://www.radiocultura.test',
        position: 11,
        logo: imageFixture('sponsor/radio-cultura'),
      },
    ],
  };
}

/** A release, a kit and an image, and one press contact. */
export function pressPageFixture(): PressPageData {
  return {
    pressItems: [
      {
        id: '3',
        kind: 'release',
        title: 'Balance de la 20ª edición',
        summary: 'Más de 30.000 visitantes.',
        publishedOn: '2025-03-10',
        fileUrl: 'https://feria.example/prensa/balance.pdf',
        image: imageFixture('press/balance'),
      },
      {
        id: '4',
        kind: 'kit',
        title: 'Dosier de prensa 2025',
        summary: 'Datos de la edición.',
        publishedOn: '2025-02-20',
        fileUrl: null,
        image: imageFixture('press/dosier'),
      },
      {
        id: '5',
        kind: 'image',
        title: 'Imágenes de obras',
        summary: 'Alta resolución.',
        publishedOn: '2025-02-20',
        fileUrl: null,
        image: imageFixture('work/1/a1b2c3'),
      },
    ],
    pressContacts: [
      {
        id: '1',
        name: 'Lucía Ferrer Andrade',
        role: 'Directora de comunicación',
        email: 'prensa@artfair.test',
        phone: '+34 910 00 25 30',
        position: 1,
      },
    ],
  };
}
