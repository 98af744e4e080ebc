/** The header menu of both sites, with its mega-menu blocks, built from the content it links to. */
import type * as schema from '@art/db';
import { DISCIPLINES, imagePath } from '@art/model';
import { must, type Insert } from './shared';

/** The rows the menu links to. */
export interface MenuSources {
  articles: readonly Insert<typeof schema.articles>[];
  expositions: readonly Insert<typeof schema.expositions>[];
  activities: readonly Insert<typeof schema.activities>[];
  trendTags: readonly Insert<typeof schema.trendTags>[];
  catalogs: readonly Insert<typeof schema.catalogs>[];
}

type MenuBlock = NonNullable<Insert<typeof schema.menuEntries>['blockWithImages']>;

function block(
  titleEs: string,
  titleEn: string,
  subtitleEs: string,
  subtitleEn: string,
  items: Omit<MenuBlock['items'][number], 'order'>[],
): MenuBlock {
  return {
    titleES: titleEs,
    titleEN: titleEn,
    subtitleES: subtitleEs,
    subtitleEN: subtitleEn,
    items: items.map((item, i) => ({ ...item, order: i + 1 })),
  };
}

/** The header menu with its mega-menu blocks; urls are the Spanish paths of the route table. */
export function buildMenu(data: MenuSources): Insert<typeof schema.menuEntries>[] {
  const postImage = (a: MenuSources['articles'][number]) => ({
    titleES: a.titleEs,
    titleEN: a.titleEn,
    url: `/es/post/${a.slugEs}`,
    image: a.image ? { url: imagePath(a.image.key, 3, 'webp') } : null,
  });
  const newest = [...data.articles].sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
  const ofCategory = (category: string) => newest.filter((a) => a.category === category);
  const disciplines = (prefix: string) =>
    DISCIPLINES.map((d) => ({ titleES: d.es, titleEN: d.en, url: `${prefix}/${d.slugEs}`, image: null }));
  // The galleries' editions are the catalogues' own, newest first: the same the galleries page lists, so the
  // mega-menu and the page never disagree on which editions there are.
  const galleriesOf = (prefix: string) => `/es/galerias/${prefix.toLowerCase()}`;
  const editions = data.catalogs.filter((c) => !c.isMarket).sort((a, b) => b.year - a.year);
  const current = must(
    editions.find((c) => c.isCurrent),
    'current edition',
  );
  const styles = data.trendTags.filter((t) => t.type === 'worksStylesTags').slice(0, 5);
  const themes = data.trendTags.filter((t) => t.type === 'themesTags').slice(0, 5);
  return [
    {
      id: 1,
      position: 1,
      url: '/es/quienes-somos',
      mainTitleEs: 'La feria',
      mainTitleEn: 'The fair',
      site: 'fair',
      blockWithImages: block(
        'Actualidad',
        'News',
        'Lo último de la feria',
        'Latest from the fair',
        newest.slice(0, 3).map(postImage),
      ),
      blockWithText1: block('Visita', 'Visit', 'Del 5 al 9 de marzo de 2025', '5 to 9 March 2025', [
        { titleES: 'Información', titleEN: 'Visitor information', url: '/es/informacion', image: null },
        { titleES: 'Entradas', titleEN: 'Tickets', url: '/es/tickets', image: null },
        { titleES: 'Preguntas frecuentes', titleEN: 'FAQ', url: '/es/faq', image: null },
      ]),
      blockWithText2: block('Sobre nosotros', 'About us', 'Veinte ediciones', 'Twenty editions', [
        { titleES: 'Quiénes somos', titleEN: 'Who we are', url: '/es/quienes-somos', image: null },
        { titleES: 'Cómo exponer', titleEN: 'Apply and show', url: '/es/como-exponer', image: null },
        { titleES: 'Otras ediciones', titleEN: 'Other editions', url: '/es/otras-ediciones', image: null },
        { titleES: 'Patrocinadores', titleEN: 'Sponsors', url: '/es/patrocinadores', image: null },
      ]),
    },
    {
      id: 2,
      position: 2,
      url: '/es/obras',
      mainTitleEs: 'Obras',
      mainTitleEn: 'Works',
      site: 'fair',
      blockWithImages: block(
        'Selección',
        'Selection',
        'Obras destacadas',
        'Highlighted works',
        ofCategory('obras').slice(0, 3).map(postImage),
      ),
      blockWithText1: block(
        'Disciplinas',
        'Disciplines',
        'Explora por técnica',
        'Browse by medium',
        disciplines('/es/obras'),
      ),
      blockWithText2: block('Descubre', 'Discover', 'Artistas y galerías', 'Artists and galleries', [
        { titleES: 'Artistas', titleEN: 'Artists', url: '/es/artistas', image: null },
        { titleES: 'Galerías', titleEN: 'Galleries', url: galleriesOf(current.prefix), image: null },
      ]),
    },
    {
      id: 3,
      position: 3,
      url: '/es/artistas',
      mainTitleEs: 'Artistas',
      mainTitleEn: 'Artists',
      site: 'fair',
      blockWithImages: null,
      blockWithText1: null,
      blockWithText2: null,
    },
    {
      id: 4,
      position: 4,
      url: galleriesOf(current.prefix),
      mainTitleEs: 'Galerías',
      mainTitleEn: 'Galleries',
      site: 'fair',
      blockWithImages: null,
      blockWithText1: block(
        'Ediciones',
        'Editions',
        'Galerías participantes',
        'Participating galleries',
        editions.map((c) => ({
          titleES: `Edición ${c.year}`,
          titleEN: `${c.year} edition`,
          url: galleriesOf(c.prefix),
          image: null,
        })),
      ),
      blockWithText2: null,
    },
    {
      id: 5,
      position: 5,
      url: '/es/actividades',
      mainTitleEs: 'Actividades',
      mainTitleEn: 'Activities',
      site: 'fair',
      blockWithImages: block(
        'Agenda',
        'Agenda',
        'Próximas citas',
        'Coming up',
        ofCategory('agenda').slice(0, 3).map(postImage),
      ),
      blockWithText1: block(
        'Programa',
        'Programme',
        'Charlas, visitas y talleres',
        'Talks, tours and workshops',
        data.activities
          .slice(0, 5)
          .map((a) => ({ titleES: a.titleEs, titleEN: a.titleEn, url: `/es/actividad/${a.slug}`, image: null })),
      ),
      blockWithText2: null,
    },
    {
      id: 6,
      position: 6,
      url: '/es/blog',
      mainTitleEs: 'Blog',
      mainTitleEn: 'Blog',
      site: 'fair',
      blockWithImages: block('Blog', 'Blog', 'Últimas entradas', 'Latest posts', newest.slice(3, 6).map(postImage)),
      blockWithText1: null,
      blockWithText2: null,
    },
    {
      id: 7,
      position: 7,
      url: '/es/shop',
      mainTitleEs: 'Tienda',
      mainTitleEn: 'Shop',
      site: 'all',
      blockWithImages: block(
        'Exposiciones',
        'Shows',
        'Selecciones de la tienda',
        'Shop selections',
        data.expositions.slice(0, 3).map((e) => ({
          titleES: e.titleEs,
          titleEN: e.titleEn,
          url: `/es/shop/exposicion/${e.slug}`,
          image: e.image ? { url: imagePath(e.image.key, 3, 'webp') } : null,
        })),
      ),
      blockWithText1: block('Obras', 'Works', 'Compra online', 'Buy online', disciplines('/es/shop/obras')),
      blockWithText2: block(
        'Tendencias',
        'Trends',
        'Estilos y temas',
        'Styles and themes',
        [...styles, ...themes].map((t) => ({
          titleES: t.nameEs,
          titleEN: t.nameEn,
          url: `/es/shop/tendencias/${t.slugEs}`,
          image: null,
        })),
      ),
    },
  ];
}
