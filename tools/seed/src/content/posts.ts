/**
 * Blog posts of the five categories, written from the generated catalogue (names, counts and titles
 * come from the data, so a post never mentions a gallery or show that does not exist).
 */
import type { NewsCategory } from '@art/model';

export interface PostContext {
  galleries: number;
  countries: number;
  artists: number;
  works: number;
  marketWorks: number;
  /** Names of some participating galleries (at least three). */
  galleryNames: readonly string[];
  /** Names of some artists per discipline 0–3 (at least two each). */
  artistsByDiscipline: readonly (readonly string[])[];
  /** The shop shows: Spanish and English titles and the names of some of their artists. */
  shows: readonly { es: string; en: string; artists: readonly string[] }[];
  /** Activities of the programme, Spanish and English titles. */
  activities: readonly { es: string; en: string }[];
  /** Works priced under 500 €. */
  worksUnder500: number;
}

export interface PostSource {
  category: NewsCategory;
  slugEs: string;
  slugEn: string;
  titleEs: string;
  titleEn: string;
  shortEs: string;
  shortEn: string;
  bodyEs: string[];
  bodyEn: string[];
  author: string;
}

type PostWriter = (c: PostContext) => PostSource;

function listEs(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}
function listEn(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
/** A count as each language writes it (100.000 / 100,000). */
const es = (n: number) => n.toLocaleString('es-ES');
const en = (n: number) => n.toLocaleString('en-GB');
const at = <T>(items: readonly T[], i: number, fallback: T): T => items[i % Math.max(1, items.length)] ?? fallback;

const WHO_WE_ARE: PostWriter = (c) => ({
  category: 'actualidad',
  slugEs: 'quienes-somos',
  slugEn: 'who-we-are',
  author: 'Equipo de la feria',
  titleEs: 'Quiénes somos',
  titleEn: 'Who we are',
  shortEs: 'Una feria de arte contemporáneo pensada para descubrir, mirar despacio y empezar a coleccionar.',
  shortEn: 'A contemporary art fair designed for discovering, looking slowly and starting to collect.',
  bodyEs: [
    'La Feria de Arte Contemporáneo de Madrid nació en 2006 con la vocación de acercar el arte actual a un público amplio. Veinte ediciones después, seguimos creyendo que una obra original puede formar parte de cualquier casa.',
    `En 2025 reunimos a ${c.galleries} galerías de ${c.countries} países y a ${es(c.artists)} artistas en la Galería de Cristal del Palacio de Cibeles, del 5 al 9 de marzo.`,
    'Fuera de las fechas de la feria, la tienda online mantiene abierto el diálogo con coleccionistas de todo el mundo: obras con precio visible, envío asegurado y la garantía de las galerías que las representan.',
  ],
  bodyEn: [
    'The Madrid Contemporary Art Fair was founded in 2006 to bring today’s art to a wide audience. Twenty editions later, we still believe an original work can belong in any home.',
    `In 2025 we bring together ${c.galleries} galleries from ${c.countries} countries and ${en(c.artists)} artists in the Glass Gallery of the Cibeles Palace, from 5 to 9 March.`,
    'Outside the fair dates, the online shop keeps the conversation going with collectors around the world: works with visible prices, insured shipping and the backing of the galleries that represent them.',
  ],
});

const ACTUALIDAD: readonly PostWriter[] = [
  WHO_WE_ARE,
  (c) => ({
    category: 'actualidad',
    slugEs: 'la-feria-celebra-su-vigesima-edicion',
    slugEn: 'the-fair-celebrates-its-twentieth-edition',
    author: 'Redacción',
    titleEs: 'La feria celebra su vigésima edición en la Galería de Cristal',
    titleEn: 'The fair celebrates its twentieth edition in the Glass Gallery',
    shortEs: `Del 5 al 9 de marzo, ${c.galleries} galerías y ${es(c.works)} obras bajo la cubierta de hierro y vidrio del Palacio de Cibeles.`,
    shortEn: `From 5 to 9 March, ${c.galleries} galleries and ${en(c.works)} works under the iron and glass roof of the Cibeles Palace.`,
    bodyEs: [
      'Veinte ediciones dan para mucho: para ver crecer a artistas que expusieron por primera vez en nuestros stands, para acompañar a galerías que abrían sus puertas y para formar a una generación de coleccionistas que compró aquí su primera obra.',
      `Este año la feria vuelve a la Galería de Cristal con ${c.galleries} galerías, entre ellas ${listEs(c.galleryNames.slice(0, 3))}. Pintura, fotografía, escultura y obra sobre papel conviven en un recorrido pensado para pasear sin prisa.`,
      'La programación de actividades incluye charlas, visitas guiadas, performances y talleres para familias, y la tienda online ofrecerá durante todo el año una selección de las obras presentes en la feria.',
    ],
    bodyEn: [
      'Twenty editions is a long time: long enough to watch artists who first showed on our stands grow, to accompany galleries as they opened, and to see a generation of collectors buy their first work here.',
      `This year the fair returns to the Glass Gallery with ${c.galleries} galleries, among them ${listEn(c.galleryNames.slice(0, 3))}. Painting, photography, sculpture and works on paper share a route designed for unhurried walking.`,
      'The activities programme includes talks, guided tours, performances and family workshops, and all year round the online shop will offer a selection of the works shown at the fair.',
    ],
  }),
  (c) => ({
    category: 'actualidad',
    slugEs: 'galerias-de-la-edicion-2025',
    slugEn: 'galleries-of-the-2025-edition',
    author: 'Redacción',
    titleEs: `${c.galleries} galerías de ${c.countries} países en la edición 2025`,
    titleEn: `${c.galleries} galleries from ${c.countries} countries in the 2025 edition`,
    shortEs: 'El comité de selección presenta la lista de galerías participantes y las novedades de cada sección.',
    shortEn: 'The selection committee presents the list of participating galleries and what is new in each section.',
    bodyEs: [
      `La lista de este año combina galerías históricas con proyectos recientes. Repiten espacios como ${at(c.galleryNames, 0, '')} y ${at(c.galleryNames, 1, '')}, y se incorporan por primera vez galerías de Europa y América Latina.`,
      'La sección One Project dedica stands completos a un solo artista, y Opening ofrece condiciones especiales a galerías con menos de siete años de trayectoria.',
      'El comité ha valorado la coherencia de cada propuesta, la calidad de las obras y el equilibrio entre artistas emergentes y consolidados.',
    ],
    bodyEn: [
      `This year’s list combines long-standing galleries with recent projects. Spaces such as ${at(c.galleryNames, 0, '')} and ${at(c.galleryNames, 1, '')} return, and galleries from Europe and Latin America join for the first time.`,
      'The One Project section devotes whole stands to a single artist, and Opening offers special terms to galleries less than seven years old.',
      'The committee weighed the coherence of each proposal, the quality of the works and the balance between emerging and established artists.',
    ],
  }),
  () => ({
    category: 'actualidad',
    slugEs: 'premio-de-adquisicion-fundacion-olmedo',
    slugEn: 'olmedo-foundation-acquisition-prize',
    author: 'Beatriz Calvo Ugarte',
    titleEs: 'La Fundación Olmedo convoca su premio de adquisición',
    titleEn: 'The Olmedo Foundation announces its acquisition prize',
    shortEs: 'Un jurado elegirá durante la feria una obra que pasará a formar parte de la colección de la fundación.',
    shortEn: 'A jury will choose a work during the fair to join the foundation’s collection.',
    bodyEs: [
      'Por sexto año consecutivo, la Fundación Olmedo adquirirá una obra presentada en la feria por un artista menor de cuarenta años.',
      'El jurado, formado por una conservadora de museo, un crítico y un coleccionista, recorrerá los stands el día de la inauguración. El fallo se anunciará el viernes 7 de marzo en el auditorio.',
      'La obra premiada se mostrará después en la sede de la fundación junto a las adquisiciones de ediciones anteriores.',
    ],
    bodyEn: [
      'For the sixth year running, the Olmedo Foundation will acquire a work shown at the fair by an artist under forty.',
      'The jury, made up of a museum curator, a critic and a collector, will tour the stands on opening day. The winner will be announced on Friday 7 March in the auditorium.',
      'The winning work will then be shown at the foundation’s headquarters alongside the acquisitions of previous editions.',
    ],
  }),
  () => ({
    category: 'actualidad',
    slugEs: 'nuevo-programa-opening',
    slugEn: 'new-opening-programme',
    author: 'Héctor Saldaña',
    titleEs: 'Opening: un programa para galerías jóvenes',
    titleEn: 'Opening: a programme for young galleries',
    shortEs:
      'La sección Opening amplía sus plazas y ofrece stands a precio reducido a galerías con menos de siete años.',
    shortEn: 'The Opening section adds places and offers reduced-price stands to galleries under seven years old.',
    bodyEs: [
      'Abrir una galería es una apuesta valiente. Para acompañarla, la sección Opening ofrece stands a precio reducido, visibilidad en la comunicación de la feria y una jornada de encuentro con coleccionistas.',
      'Este año se amplían las plazas y se suma un premio del público: los visitantes podrán votar su stand favorito en la taquilla.',
    ],
    bodyEn: [
      'Opening a gallery takes courage. To support it, the Opening section offers reduced-price stands, visibility in the fair’s communications and a day of meetings with collectors.',
      'This year there are more places and a new audience award: visitors can vote for their favourite stand at the ticket office.',
    ],
  }),
  () => ({
    category: 'actualidad',
    slugEs: 'balance-de-la-edicion-anterior',
    slugEn: 'looking-back-at-last-edition',
    author: 'Redacción',
    titleEs: 'Balance de la edición anterior',
    titleEn: 'Looking back at last year’s edition',
    shortEs: 'Más visitantes, más ventas de obra sobre papel y un público cada vez más joven.',
    shortEn: 'More visitors, more sales of works on paper and an ever younger audience.',
    bodyEs: [
      'La edición anterior cerró con un aumento de visitantes y con ventas repartidas entre todas las secciones. La obra sobre papel y la fotografía fueron las disciplinas que más crecieron.',
      'Las galerías destacaron la llegada de coleccionistas jóvenes que compraban su primera obra, muchos de ellos después de descubrirla en la tienda online.',
      'Con esos datos preparamos la vigésima edición: más espacio para el papel, más actividades para familias y una tienda renovada.',
    ],
    bodyEn: [
      'Last year’s edition closed with more visitors and sales spread across every section. Works on paper and photography were the fastest-growing disciplines.',
      'Galleries highlighted the arrival of young collectors buying their first work, many after discovering it in the online shop.',
      'Those figures shaped the twentieth edition: more room for paper, more family activities and a renewed shop.',
    ],
  }),
];

const AGENDA: readonly PostWriter[] = [
  (c) => ({
    category: 'agenda',
    slugEs: 'programa-de-actividades-2025',
    slugEn: 'activities-programme-2025',
    author: 'Equipo de la feria',
    titleEs: 'Programa de actividades de la 20ª edición',
    titleEn: 'Activities programme of the 20th edition',
    shortEs: 'Charlas, visitas guiadas, performances y talleres del 5 al 9 de marzo.',
    shortEn: 'Talks, guided tours, performances and workshops from 5 to 9 March.',
    bodyEs: [
      `Durante los cinco días de feria hay ${c.activities.length} actividades para todos los públicos, incluidas en la entrada salvo que se indique otra cosa.`,
      `Entre las citas destacadas: «${at(c.activities, 0, { es: '', en: '' }).es}», «${at(c.activities, 2, { es: '', en: '' }).es}» y «${at(c.activities, 3, { es: '', en: '' }).es}».`,
      'Las actividades con plazas limitadas se reservan en la taquilla el mismo día. Te recomendamos llegar con tiempo.',
    ],
    bodyEn: [
      `Over the five days of the fair there are ${c.activities.length} activities for every audience, included in your ticket unless stated otherwise.`,
      `Highlights include “${at(c.activities, 0, { es: '', en: '' }).en}”, “${at(c.activities, 2, { es: '', en: '' }).en}” and “${at(c.activities, 3, { es: '', en: '' }).en}”.`,
      'Activities with limited places are booked at the ticket office on the day. We recommend arriving early.',
    ],
  }),
  () => ({
    category: 'agenda',
    slugEs: 'horarios-y-accesos',
    slugEn: 'opening-hours-and-access',
    author: 'Equipo de la feria',
    titleEs: 'Horarios y accesos: todo lo que necesitas para visitar la feria',
    titleEn: 'Opening hours and access: everything you need to visit the fair',
    shortEs: 'Cuándo abrimos, cómo llegar y qué entrada te conviene.',
    shortEn: 'When we open, how to get here and which ticket suits you.',
    bodyEs: [
      'La feria abre de miércoles a sábado de 12:00 a 21:00 y el domingo de 12:00 a 20:00. La taquilla cierra media hora antes del cierre.',
      'La entrada está en la calle Montalbán. Las estaciones más cercanas son Banco de España (metro, línea 2) y Recoletos (Cercanías).',
      'Si vas a venir más de un día, el abono de 30 € te permite entrar los cinco días.',
    ],
    bodyEn: [
      'The fair is open Wednesday to Saturday from 12:00 to 21:00 and on Sunday from 12:00 to 20:00. The ticket office closes half an hour before.',
      'The entrance is on Calle Montalbán. The nearest stations are Banco de España (metro line 2) and Recoletos (commuter rail).',
      'If you plan to come on more than one day, the €30 pass lets you in on all five days.',
    ],
  }),
  () => ({
    category: 'agenda',
    slugEs: 'visitas-para-grupos-y-colegios',
    slugEn: 'visits-for-groups-and-schools',
    author: 'Noelia Ramos Ibáñez',
    titleEs: 'Visitas para grupos y colegios',
    titleEn: 'Visits for groups and schools',
    shortEs: 'Recorridos adaptados para centros educativos, asociaciones y grupos de amigos.',
    shortEn: 'Tours adapted for schools, associations and groups of friends.',
    bodyEs: [
      'Los grupos de diez personas o más tienen entrada reducida y pueden reservar una visita con mediadora por las mañanas, antes de la apertura al público.',
      'Para centros educativos preparamos recorridos según la edad, con materiales para trabajar en clase antes y después de la visita.',
    ],
    bodyEn: [
      'Groups of ten or more get reduced tickets and can book a guided visit in the morning, before the fair opens to the public.',
      'For schools we prepare age-appropriate routes, with materials to use in class before and after the visit.',
    ],
  }),
  () => ({
    category: 'agenda',
    slugEs: 'charlas-en-el-auditorio',
    slugEn: 'talks-in-the-auditorium',
    author: 'Héctor Saldaña',
    titleEs: 'Charlas en el auditorio: coleccionismo, mercado y nuevas miradas',
    titleEn: 'Talks in the auditorium: collecting, the market and new perspectives',
    shortEs: 'Cuatro conversaciones para entender cómo funciona el mundo del arte.',
    shortEn: 'Four conversations to understand how the art world works.',
    bodyEs: [
      'El auditorio acoge cada tarde una conversación con galeristas, artistas y coleccionistas. Este año hablaremos de cómo empezar una colección, del mercado del arte joven, de fotografía y archivo, y de escultura pública.',
      'La entrada es libre hasta completar aforo y las charlas se graban para publicarlas después en la web.',
    ],
    bodyEn: [
      'Every afternoon the auditorium hosts a conversation with gallerists, artists and collectors. This year’s topics are how to start a collection, the market for young art, photography and the archive, and public sculpture.',
      'Admission is free until full, and the talks are recorded to be published on the website afterwards.',
    ],
  }),
  () => ({
    category: 'agenda',
    slugEs: 'la-noche-de-la-inauguracion',
    slugEn: 'opening-night',
    author: 'Redacción',
    titleEs: 'La noche de la inauguración, paso a paso',
    titleEn: 'Opening night, step by step',
    shortEs: 'El miércoles 5 de marzo la feria abre sus puertas con una jornada especial.',
    shortEn: 'On Wednesday 5 March the fair opens its doors with a special day.',
    bodyEs: [
      'La jornada empieza con la visita para coleccionistas a las 12:30 y sigue con la apertura al público. A las 19:00 se presenta el catálogo de la vigésima edición en la librería.',
      'Las galerías permanecen abiertas hasta las 21:00 y muchas presentan esa tarde sus novedades.',
    ],
    bodyEn: [
      'The day begins with the collectors’ preview tour at 12:30, followed by the public opening. At 19:00 the twentieth-edition catalogue is launched in the bookshop.',
      'Galleries stay open until 21:00, and many present their new works that evening.',
    ],
  }),
  () => ({
    category: 'agenda',
    slugEs: 'talleres-para-familias',
    slugEn: 'family-workshops',
    author: 'Noelia Ramos Ibáñez',
    titleEs: 'Talleres para familias durante el fin de semana',
    titleEn: 'Family workshops over the weekend',
    shortEs: 'Estampación, dibujo y fotografía para disfrutar del arte en familia.',
    shortEn: 'Printing, drawing and photography to enjoy art as a family.',
    bodyEs: [
      'El sábado y el domingo por la mañana, el Espacio Educa se llena de tinta y papel. Los talleres están pensados para niñas y niños de 6 a 12 años acompañados de un adulto.',
      'Las plazas son limitadas y se reservan en la taquilla. Todos los materiales están incluidos.',
    ],
    bodyEn: [
      'On Saturday and Sunday mornings the Learning Space fills with ink and paper. The workshops are designed for children aged 6 to 12 with an adult.',
      'Places are limited and booked at the ticket office. All materials are included.',
    ],
  }),
];

const DISCIPLINE_POSTS = [
  {
    es: 'pintura',
    en: 'painting',
    slugEs: 'pintura',
    slugEn: 'painting',
    titleEs: 'Pintores que no te puedes perder',
    titleEn: 'Painters you should not miss',
  },
  {
    es: 'fotografía',
    en: 'photography',
    slugEs: 'fotografia',
    slugEn: 'photography',
    titleEs: 'La fotografía de esta edición',
    titleEn: 'The photography of this edition',
  },
  {
    es: 'escultura',
    en: 'sculpture',
    slugEs: 'escultura',
    slugEn: 'sculpture',
    titleEs: 'Escultura: del bronce a la cerámica',
    titleEn: 'Sculpture: from bronze to ceramics',
  },
  {
    es: 'obra sobre papel',
    en: 'works on paper',
    slugEs: 'papel',
    slugEn: 'paper',
    titleEs: 'El papel gana terreno',
    titleEn: 'Paper gains ground',
  },
] as const;

const OBRAS: readonly PostWriter[] = [
  ...DISCIPLINE_POSTS.map((d, i): PostWriter => (c) => {
    const names = (c.artistsByDiscipline[i] ?? []).slice(0, 5);
    return {
      category: 'obras',
      slugEs: `seleccion-de-${d.slugEs}`,
      slugEn: `selected-${d.slugEn}`,
      author: 'Beatriz Calvo Ugarte',
      titleEs: d.titleEs,
      titleEn: d.titleEn,
      shortEs: `Un recorrido por la ${d.es} de la feria a través de ${names.length} artistas.`,
      shortEn: `A walk through the fair’s ${d.en} by way of ${names.length} artists.`,
      bodyEs: [
        `Hemos pedido a nuestro equipo que elija la ${d.es} que más le ha sorprendido este año. El resultado es una lista personal y variada: ${listEs(names)}.`,
        'Son artistas de generaciones y procedencias distintas, pero comparten una atención especial al oficio y una manera propia de mirar.',
        'Todas sus obras pueden verse en la feria, y muchas están también disponibles en la tienda online con su precio y envío a domicilio.',
      ],
      bodyEn: [
        `We asked our team to choose the ${d.en} that surprised them most this year. The result is a personal and varied list: ${listEn(names)}.`,
        'They are artists of different generations and backgrounds, but they share close attention to craft and a way of looking all their own.',
        'All their works can be seen at the fair, and many are also available in the online shop with their price and home delivery.',
      ],
    };
  }),
  (c) => ({
    category: 'obras',
    slugEs: 'obras-por-menos-de-500-euros',
    slugEn: 'works-under-500-euros',
    author: 'Noelia Ramos Ibáñez',
    titleEs: 'Obras originales por menos de 500 €',
    titleEn: 'Original works for under €500',
    shortEs: 'Empezar una colección no exige un gran presupuesto.',
    shortEn: 'Starting a collection does not require a big budget.',
    bodyEs: [
      `En el catálogo de esta edición hay ${es(c.worksUnder500)} obras originales por menos de 500 €: dibujos, estampas numeradas, fotografías en edición corta y pequeñas esculturas.`,
      'Son una puerta de entrada perfecta para quien compra por primera vez, y también una manera de seguir de cerca a artistas jóvenes desde el principio de su carrera.',
      'Usa el filtro de precio de la tienda para verlas todas.',
    ],
    bodyEn: [
      `This edition’s catalogue includes ${en(c.worksUnder500)} original works for under €500: drawings, numbered prints, photographs in short editions and small sculptures.`,
      'They are a perfect way in for first-time buyers, and a way of following young artists closely from the start of their careers.',
      'Use the shop’s price filter to see them all.',
    ],
  }),
  (c) => ({
    category: 'obras',
    slugEs: 'nuevas-obras-en-el-catalogo',
    slugEn: 'new-works-in-the-catalogue',
    author: 'Redacción',
    titleEs: 'Nuevas obras en el catálogo',
    titleEn: 'New works in the catalogue',
    shortEs: 'Las galerías han subido sus últimas incorporaciones antes de la feria.',
    shortEn: 'Galleries have added their latest works ahead of the fair.',
    bodyEs: [
      `El catálogo reúne ya ${es(c.works)} obras de ${es(c.artists)} artistas. En las últimas semanas las galerías han añadido piezas recientes, muchas terminadas este mismo invierno.`,
      'Ordena la lista por «más recientes» para descubrirlas primero.',
    ],
    bodyEn: [
      `The catalogue now holds ${en(c.works)} works by ${en(c.artists)} artists. In recent weeks galleries have added new pieces, many finished this very winter.`,
      'Sort the list by “newest” to see them first.',
    ],
  }),
];

const PRODUCT: readonly PostWriter[] = [
  () => ({
    category: 'product',
    slugEs: 'asi-funciona-el-envio',
    slugEn: 'how-shipping-works',
    author: 'Equipo de la feria',
    titleEs: 'Así funciona el envío de obras desde la tienda',
    titleEn: 'How shipping works in the shop',
    shortEs: 'Embalaje profesional, seguro incluido y seguimiento hasta tu puerta.',
    shortEn: 'Professional packing, insurance included and tracking to your door.',
    bodyEs: [
      'Cada obra se embala a medida por transportistas especializados en arte: cantoneras, cartón de doble canal y, para los formatos grandes, caja de madera.',
      'El envío está asegurado por el valor de la obra. Su coste depende del país de destino y del importe del pedido, y lo verás en la cesta antes de pagar.',
      'Cuando tu pedido sale, recibes un correo con el número de seguimiento.',
    ],
    bodyEn: [
      'Every work is custom-packed by specialist art carriers: corner protectors, double-wall cardboard and, for large formats, a wooden crate.',
      'Shipping is insured for the value of the work. Its cost depends on the destination country and the order amount, and you will see it in your basket before paying.',
      'When your order ships, you receive an email with the tracking number.',
    ],
  }),
  (c) => ({
    category: 'product',
    slugEs: 'como-elegir-una-obra-para-tu-casa',
    slugEn: 'how-to-choose-a-work-for-your-home',
    author: 'Beatriz Calvo Ugarte',
    titleEs: 'Cómo elegir una obra para tu casa',
    titleEn: 'How to choose a work for your home',
    shortEs: 'Medidas, luz y, sobre todo, lo que te hace sentir.',
    shortEn: 'Size, light and, above all, how it makes you feel.',
    bodyEs: [
      'Antes de comprar, mide la pared y piensa en la distancia desde la que mirarás la obra. Los filtros de tamaño de la tienda distinguen entre obras pequeñas, medianas y grandes.',
      'La luz importa: la fotografía y el papel prefieren lugares sin sol directo. La escultura agradece poder rodearse.',
      `Y no te olvides de lo esencial: entre las ${es(c.marketWorks)} obras de la tienda, elige la que te haga volver a mirarla.`,
    ],
    bodyEn: [
      'Before buying, measure the wall and think about the distance you will see the work from. The shop’s size filters distinguish small, medium and large works.',
      'Light matters: photography and paper prefer spots out of direct sun. Sculpture likes to be walked around.',
      `And do not forget the essential: among the ${en(c.marketWorks)} works in the shop, choose the one that makes you look again.`,
    ],
  }),
  () => ({
    category: 'product',
    slugEs: 'certificados-de-autenticidad',
    slugEn: 'certificates-of-authenticity',
    author: 'Héctor Saldaña',
    titleEs: 'Certificados de autenticidad: qué son y por qué importan',
    titleEn: 'Certificates of authenticity: what they are and why they matter',
    shortEs: 'Cada obra de la tienda viaja con su certificado firmado.',
    shortEn: 'Every work in the shop ships with its signed certificate.',
    bodyEs: [
      'El certificado de autenticidad identifica la obra, su autor, la técnica, las medidas y, en las ediciones, el número de ejemplar. Lo firma el artista o la galería que lo representa.',
      'Guárdalo junto a la factura: es el documento que acredita el origen de la obra si algún día decides prestarla, asegurarla o venderla.',
    ],
    bodyEn: [
      'The certificate of authenticity identifies the work, its author, technique, dimensions and, for editions, the copy number. It is signed by the artist or the gallery that represents them.',
      'Keep it with the invoice: it proves the work’s provenance if you ever lend, insure or sell it.',
    ],
  }),
  () => ({
    category: 'product',
    slugEs: 'nueva-seleccion-de-fotografia',
    slugEn: 'new-photography-selection',
    author: 'Redacción',
    titleEs: 'Nueva selección de fotografía en la tienda',
    titleEn: 'A new photography selection in the shop',
    shortEs: 'Copias en plata, pigmentos sobre algodón y cianotipias en ediciones cortas.',
    shortEn: 'Silver prints, pigment prints on cotton paper and cyanotypes in short editions.',
    bodyEs: [
      'La tienda estrena una selección de fotografía con obras de las galerías de la feria. Todas son ediciones limitadas, firmadas y numeradas por sus autores.',
      'Puedes filtrar por técnica para encontrar la fotografía analógica o la digital, y por color para buscar la obra que encaje con tu espacio.',
    ],
    bodyEn: [
      'The shop launches a photography selection with works from the fair’s galleries. All are limited editions, signed and numbered by their authors.',
      'Filter by technique to find analogue or digital photography, and by colour to find the work that suits your space.',
    ],
  }),
  () => ({
    category: 'product',
    slugEs: 'cupon-de-bienvenida',
    slugEn: 'welcome-coupon',
    author: 'Equipo de la feria',
    titleEs: 'Tu primera obra, con un 10 % de descuento',
    titleEn: 'Your first work, 10% off',
    shortEs: 'Usa el código BIENVENIDA10 en tu primera compra.',
    shortEn: 'Use the code BIENVENIDA10 on your first purchase.',
    bodyEs: [
      'Para celebrar la vigésima edición, la primera compra en la tienda tiene un 10 % de descuento con el código BIENVENIDA10.',
      'Escríbelo en la cesta antes de pagar. El código es válido hasta el 31 de diciembre de 2027 en obras con precio visible.',
    ],
    bodyEn: [
      'To celebrate the twentieth edition, your first purchase in the shop gets 10% off with the code BIENVENIDA10.',
      'Enter it in your basket before paying. The code is valid until 31 December 2027 on works with a visible price.',
    ],
  }),
  () => ({
    category: 'product',
    slugEs: 'pago-seguro-con-tarjeta',
    slugEn: 'secure-card-payment',
    author: 'Equipo de la feria',
    titleEs: 'Pago seguro con tarjeta',
    titleEn: 'Secure card payment',
    shortEs: 'Cómo protegemos tus pagos en la tienda.',
    shortEn: 'How we protect your payments in the shop.',
    bodyEs: [
      'El pago se hace en la pasarela de nuestro banco, con autenticación reforzada de tu entidad. Nosotros nunca vemos ni guardamos los datos de tu tarjeta.',
      'Solo damos por pagado un pedido cuando el banco nos lo confirma, y en ese momento reservamos la obra para ti.',
    ],
    bodyEn: [
      'Payment takes place on our bank’s gateway, with strong authentication from your own bank. We never see or store your card details.',
      'An order only counts as paid when the bank confirms it, and at that moment the work is reserved for you.',
    ],
  }),
];

const EXPOSICIONES: readonly PostWriter[] = Array.from({ length: 6 }, (_, i): PostWriter => (c) => {
  const show = at(c.shows, i, { es: 'Selección de la feria', en: 'Fair Selection', artists: [] });
  const names = show.artists.slice(0, 3);
  const slug = show.es
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const slugEn = show.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    category: 'exposiciones',
    slugEs: `exposicion-${slug}`,
    slugEn: `show-${slugEn}`,
    author: i % 2 ? 'Héctor Saldaña' : 'Beatriz Calvo Ugarte',
    titleEs: `Nueva exposición en la tienda: «${show.es}»`,
    titleEn: `New show in the shop: “${show.en}”`,
    shortEs: `Una selección de obras de las galerías de la feria, disponible online.`,
    shortEn: `A selection of works from the fair’s galleries, available online.`,
    bodyEs: [
      `La tienda inaugura «${show.es}», una exposición online comisariada por el equipo de la feria.`,
      `En ella encontrarás obras de artistas como ${listEs(names)}, con su ficha completa, su precio y la posibilidad de comprarlas con envío a domicilio.`,
      'La exposición se puede visitar en cualquier momento desde la sección de exposiciones de la tienda.',
    ],
    bodyEn: [
      `The shop opens “${show.en}”, an online show curated by the fair team.`,
      `It includes works by artists such as ${listEn(names)}, each with full details, its price and the option to buy it with home delivery.`,
      'The show can be visited at any time from the shows section of the shop.',
    ],
  };
});

/** Writers per category, in the order they are taken (the `test` size takes the first two of each). */
export const POST_WRITERS: Readonly<Record<NewsCategory, readonly PostWriter[]>> = {
  agenda: AGENDA,
  obras: OBRAS,
  product: PRODUCT,
  exposiciones: EXPOSICIONES,
  actualidad: ACTUALIDAD,
};
