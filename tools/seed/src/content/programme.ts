/** The 2025 fair programme (activities), sponsors, press items and banners. */
import type { PressItemKind, SponsorLevel } from '@art/model';

export interface ActivitySource {
  /** The Spanish slug. */
  slug: string;
  /** The English slug. */
  slugEn: string;
  categoryEs: string;
  categoryEn: string;
  titleEs: string;
  titleEn: string;
  shortEs: string;
  shortEn: string;
  bodyEs: string[];
  bodyEn: string[];
  placeEs: string;
  placeEn: string;
  /** Local time in Madrid (UTC+1 in March), `YYYY-MM-DDTHH:mm`. */
  starts: string;
  minutes: number;
}

const TALK = { categoryEs: 'Charlas', categoryEn: 'Talks' };
const TOUR = { categoryEs: 'Visitas guiadas', categoryEn: 'Guided tours' };
const PERFORMANCE = { categoryEs: 'Performances', categoryEn: 'Performances' };
const WORKSHOP = { categoryEs: 'Talleres', categoryEn: 'Workshops' };
const LAUNCH = { categoryEs: 'Presentaciones', categoryEn: 'Launches' };

const AUDITORIUM = { placeEs: 'Auditorio, planta baja', placeEn: 'Auditorium, ground floor' };
const MEETING = { placeEs: 'Punto de encuentro junto a la taquilla', placeEn: 'Meeting point by the ticket office' };
const FORUM = { placeEs: 'Foro central de la Galería de Cristal', placeEn: 'Central forum of the Glass Gallery' };
const STUDIO = { placeEs: 'Espacio Educa, primera planta', placeEn: 'Learning space, first floor' };
const BOOKSHOP = { placeEs: 'Librería de la feria', placeEn: 'Fair bookshop' };

/** The first five cover every category (the `test` size takes them). */
export const ACTIVITIES: readonly ActivitySource[] = [
  {
    slug: 'coleccionar-por-primera-vez',
    slugEn: 'collecting-for-the-first-time',
    ...TALK,
    ...AUDITORIUM,
    starts: '2025-03-06T18:00',
    minutes: 75,
    titleEs: 'Coleccionar por primera vez',
    titleEn: 'Collecting for the first time',
    shortEs: 'Tres coleccionistas y una galerista cuentan cómo compraron su primera obra y qué aprendieron.',
    shortEn: 'Three collectors and a gallerist tell how they bought their first work and what they learned.',
    bodyEs: [
      'Comprar la primera obra es más sencillo de lo que parece. En esta mesa redonda, tres coleccionistas que empezaron con presupuestos modestos explican cómo eligieron, cómo negociaron y cómo conviven hoy con sus obras.',
      'Modera la conversación la responsable de coleccionismo de la feria. Al terminar habrá un turno de preguntas del público. Entrada libre hasta completar aforo.',
    ],
    bodyEn: [
      'Buying your first work is easier than it seems. In this panel, three collectors who started on modest budgets explain how they chose, how they negotiated and how they live with their works today.',
      'The fair’s head of collector relations chairs the conversation, followed by questions from the audience. Free admission until full.',
    ],
  },
  {
    slug: 'visita-guiada-recorrido-general',
    slugEn: 'guided-tour-highlights-of-the-fair',
    ...TOUR,
    ...MEETING,
    starts: '2025-03-06T13:00',
    minutes: 60,
    titleEs: 'Visita guiada: recorrido general',
    titleEn: 'Guided tour: highlights of the fair',
    shortEs: 'Un paseo de una hora por las galerías y las obras imprescindibles de esta edición.',
    shortEn: 'A one-hour walk through the galleries and must-see works of this edition.',
    bodyEs: [
      'Una mediadora de la feria te acompaña por una selección de stands de las secciones General, One Project y Opening, con paradas en obras de pintura, fotografía, escultura y papel.',
      'Grupos de un máximo de 20 personas. La visita está incluida en la entrada; reserva tu plaza en la taquilla.',
    ],
    bodyEn: [
      'A fair guide takes you through a selection of stands in the General, One Project and Opening sections, stopping at works of painting, photography, sculpture and paper.',
      'Groups of up to 20 people. The tour is included in your ticket; book your place at the ticket office.',
    ],
  },
  {
    slug: 'cuerpo-y-cristal-performance',
    slugEn: 'body-and-glass-performance',
    ...PERFORMANCE,
    ...FORUM,
    starts: '2025-03-07T19:30',
    minutes: 40,
    titleEs: 'Cuerpo y cristal',
    titleEn: 'Body and glass',
    shortEs:
      'Una acción de danza contemporánea que recorre la galería y dialoga con su arquitectura de hierro y vidrio.',
    shortEn:
      'A contemporary dance piece that moves through the gallery in dialogue with its iron and glass architecture.',
    bodyEs: [
      'Cuatro bailarinas atraviesan la Galería de Cristal siguiendo la luz del atardecer. La pieza, creada para esta edición, convierte el edificio en escenario y a los visitantes en parte del recorrido.',
      'Acceso libre con la entrada de la feria. Recomendamos llegar diez minutos antes al foro central.',
    ],
    bodyEn: [
      'Four dancers cross the Glass Gallery following the evening light. The piece, created for this edition, turns the building into a stage and the visitors into part of the route.',
      'Free with your fair ticket. We recommend arriving at the central forum ten minutes early.',
    ],
  },
  {
    slug: 'taller-familiar-estampa-tu-feria',
    slugEn: 'family-workshop-print-your-own-fair',
    ...WORKSHOP,
    ...STUDIO,
    starts: '2025-03-08T11:30',
    minutes: 90,
    titleEs: 'Taller familiar: estampa tu feria',
    titleEn: 'Family workshop: print your own fair',
    shortEs: 'Niñas y niños de 6 a 12 años crean sus propias estampas inspiradas en las obras de la feria.',
    shortEn: 'Children aged 6 to 12 make their own prints inspired by the works at the fair.',
    bodyEs: [
      'Después de un breve recorrido buscando formas y colores, cada participante graba una plancha de goma y estampa una pequeña edición que se lleva a casa.',
      'Plazas limitadas a 15 familias; cada niño debe ir acompañado de un adulto. Materiales incluidos.',
    ],
    bodyEn: [
      'After a short walk looking for shapes and colours, each child carves a rubber block and prints a small edition to take home.',
      'Limited to 15 families; each child must come with an adult. Materials included.',
    ],
  },
  {
    slug: 'presentacion-catalogo-vigesima-edicion',
    slugEn: 'launch-of-the-20th-edition-catalogue',
    ...LAUNCH,
    ...BOOKSHOP,
    starts: '2025-03-05T19:00',
    minutes: 45,
    titleEs: 'Presentación del catálogo de la 20ª edición',
    titleEn: 'Launch of the 20th edition catalogue',
    shortEs: 'Veinte años de feria en un libro: galerías, artistas y las imágenes que han marcado cada edición.',
    shortEn: 'Twenty years of the fair in one book: galleries, artists and the images that defined each edition.',
    bodyEs: [
      'El catálogo conmemorativo recoge las obras de esta edición junto a una cronología ilustrada de las diecinueve anteriores y textos de críticos y galeristas.',
      'Tras la presentación, los autores firmarán ejemplares en la librería de la feria.',
    ],
    bodyEn: [
      'The anniversary catalogue gathers the works of this edition together with an illustrated chronology of the previous nineteen and essays by critics and gallerists.',
      'After the launch, the authors will sign copies at the fair bookshop.',
    ],
  },
  {
    slug: 'el-mercado-del-arte-joven',
    slugEn: 'the-market-for-young-art',
    ...TALK,
    ...AUDITORIUM,
    starts: '2025-03-07T17:00',
    minutes: 60,
    titleEs: 'El mercado del arte joven',
    titleEn: 'The market for young art',
    shortEs: 'Galeristas de la sección Opening debaten sobre precios, riesgos y apuestas a largo plazo.',
    shortEn: 'Gallerists from the Opening section discuss prices, risks and long-term bets.',
    bodyEs: [
      '¿Cómo se fija el precio de la obra de un artista que empieza? ¿Qué papel tienen las ferias en su carrera? Tres galerías jóvenes comparten su experiencia.',
      'La charla se celebra en español con traducción simultánea al inglés.',
    ],
    bodyEn: [
      'How is the price of an emerging artist’s work set? What role do fairs play in a career? Three young galleries share their experience.',
      'The talk is in Spanish with simultaneous interpretation into English.',
    ],
  },
  {
    slug: 'visita-guiada-en-ingles',
    slugEn: 'guided-tour-in-english',
    ...TOUR,
    ...MEETING,
    starts: '2025-03-08T12:30',
    minutes: 60,
    titleEs: 'Visita guiada en inglés',
    titleEn: 'Guided tour in English',
    shortEs: 'El recorrido general de la feria, en inglés, para visitantes internacionales.',
    shortEn: 'The fair’s highlights tour, in English, for international visitors.',
    bodyEs: [
      'Una visita pensada para quienes nos visitan desde fuera de España, con especial atención a las galerías latinoamericanas y europeas de esta edición.',
      'Grupos de un máximo de 20 personas. Incluida en la entrada.',
    ],
    bodyEn: [
      'A tour designed for visitors from abroad, with a special focus on this edition’s Latin American and European galleries.',
      'Groups of up to 20 people. Included in your ticket.',
    ],
  },
  {
    slug: 'fotografia-y-archivo',
    slugEn: 'photography-and-the-archive',
    ...TALK,
    ...AUDITORIUM,
    starts: '2025-03-06T19:30',
    minutes: 60,
    titleEs: 'Fotografía y archivo',
    titleEn: 'Photography and the archive',
    shortEs: 'Una conversación sobre la fotografía encontrada, el álbum familiar y la memoria colectiva.',
    shortEn: 'A conversation about found photographs, family albums and collective memory.',
    bodyEs: [
      'Dos fotógrafas que trabajan con archivos familiares y públicos explican su método: buscar, ordenar, recortar y volver a mirar.',
      'Con proyección de imágenes. Entrada libre hasta completar aforo.',
    ],
    bodyEn: [
      'Two photographers who work with family and public archives explain their method: searching, ordering, cropping and looking again.',
      'With a slide projection. Free admission until full.',
    ],
  },
  {
    slug: 'dibujo-en-directo',
    slugEn: 'live-drawing',
    ...PERFORMANCE,
    ...FORUM,
    starts: '2025-03-08T18:00',
    minutes: 120,
    titleEs: 'Dibujo en directo',
    titleEn: 'Live drawing',
    shortEs: 'Un artista dibuja durante dos horas un mural efímero sobre el cristal de la galería.',
    shortEn: 'An artist spends two hours drawing an ephemeral mural on the gallery’s glass.',
    bodyEs: [
      'Con rotuladores de tiza y mucha paciencia, el dibujo crece sobre las vidrieras del foro central mientras el público mira. Al cierre del domingo se borrará.',
      'Puedes acercarte en cualquier momento durante las dos horas que dura la acción.',
    ],
    bodyEn: [
      'With chalk markers and plenty of patience, the drawing grows across the central forum’s windows while the public watches. It will be wiped away when the fair closes on Sunday.',
      'Drop in at any time during the two hours of the performance.',
    ],
  },
  {
    slug: 'taller-de-acuarela-para-adultos',
    slugEn: 'watercolour-workshop-for-adults',
    ...WORKSHOP,
    ...STUDIO,
    starts: '2025-03-07T11:00',
    minutes: 120,
    titleEs: 'Taller de acuarela para adultos',
    titleEn: 'Watercolour workshop for adults',
    shortEs: 'Iniciación a la acuarela a partir de las obras sobre papel de la feria.',
    shortEn: 'An introduction to watercolour based on the works on paper at the fair.',
    bodyEs: [
      'Una artista de la sección papel enseña los fundamentos de la aguada, las transparencias y la reserva del blanco. No hace falta experiencia previa.',
      'Plazas limitadas a 12 personas. Materiales incluidos; inscripción en la taquilla.',
    ],
    bodyEn: [
      'An artist from the paper section teaches the basics of washes, transparency and reserving the white of the paper. No experience needed.',
      'Limited to 12 people. Materials included; sign up at the ticket office.',
    ],
  },
  {
    slug: 'visita-para-coleccionistas',
    slugEn: 'collectors-preview-tour',
    ...TOUR,
    ...MEETING,
    starts: '2025-03-05T12:30',
    minutes: 90,
    titleEs: 'Visita para coleccionistas',
    titleEn: 'Collectors’ preview tour',
    shortEs: 'Un recorrido temprano por la feria el día de la inauguración, con galeristas como guías.',
    shortEn: 'An early walk through the fair on opening day, with gallerists as guides.',
    bodyEs: [
      'Antes de la apertura al público, un grupo reducido de coleccionistas visita los stands acompañado por los propios galeristas, que presentan sus obras destacadas.',
      'Actividad con invitación. Si te interesa, escribe al equipo de coleccionismo.',
    ],
    bodyEn: [
      'Before the fair opens to the public, a small group of collectors visits the stands with the gallerists themselves, who present their highlights.',
      'By invitation. If you are interested, write to the collector relations team.',
    ],
  },
  {
    slug: 'escultura-publica-y-ciudad',
    slugEn: 'public-sculpture-and-the-city',
    ...TALK,
    ...AUDITORIUM,
    starts: '2025-03-08T17:00',
    minutes: 60,
    titleEs: 'Escultura pública y ciudad',
    titleEn: 'Public sculpture and the city',
    shortEs: 'Urbanistas y escultores debaten sobre el lugar del arte en las plazas y calles de hoy.',
    shortEn: 'Urban planners and sculptors discuss the place of art in today’s squares and streets.',
    bodyEs: [
      'Madrid estrena cada año nuevas piezas en el espacio público. ¿Quién las elige y cómo conviven con los vecinos? Una conversación con ejemplos de varias ciudades.',
      'Entrada libre hasta completar aforo.',
    ],
    bodyEn: [
      'Madrid unveils new works in public space every year. Who chooses them, and how do they live alongside residents? A conversation with examples from several cities.',
      'Free admission until full.',
    ],
  },
  {
    slug: 'sonido-y-silencio',
    slugEn: 'sound-and-silence',
    ...PERFORMANCE,
    ...FORUM,
    starts: '2025-03-06T20:00',
    minutes: 30,
    titleEs: 'Sonido y silencio',
    titleEn: 'Sound and silence',
    shortEs: 'Un concierto breve para voz y objetos resonantes entre las obras de la feria.',
    shortEn: 'A short concert for voice and resonant objects among the works at the fair.',
    bodyEs: [
      'Una pieza sonora que usa como instrumentos cuencos de cerámica, placas de metal y el eco de la propia galería.',
      'Acceso libre con la entrada de la feria.',
    ],
    bodyEn: [
      'A sound piece that uses ceramic bowls, metal plates and the gallery’s own echo as instruments.',
      'Free with your fair ticket.',
    ],
  },
  {
    slug: 'taller-de-fotografia-con-el-movil',
    slugEn: 'smartphone-photography-workshop',
    ...WORKSHOP,
    ...STUDIO,
    starts: '2025-03-09T12:00',
    minutes: 90,
    titleEs: 'Taller: fotografía con el móvil',
    titleEn: 'Workshop: smartphone photography',
    shortEs: 'Aprende a componer, medir la luz y editar tus fotos recorriendo la feria.',
    shortEn: 'Learn to compose, read the light and edit your photos while walking the fair.',
    bodyEs: [
      'Un fotógrafo de la feria propone ejercicios de encuadre y luz con el teléfono, y después revisamos juntos los resultados.',
      'Plazas limitadas a 15 personas; trae tu móvil con batería.',
    ],
    bodyEn: [
      'A fair photographer sets framing and light exercises with your phone, and then we review the results together.',
      'Limited to 15 people; bring your phone fully charged.',
    ],
  },
  {
    slug: 'presentacion-revista-estampa',
    slugEn: 'launch-of-a-printmaking-issue',
    ...LAUNCH,
    ...BOOKSHOP,
    starts: '2025-03-09T13:00',
    minutes: 45,
    titleEs: 'Presentación del número especial sobre obra gráfica',
    titleEn: 'Launch of a special issue on printmaking',
    shortEs: 'Una revista de arte dedica su número de primavera a la estampa contemporánea.',
    shortEn: 'An art magazine devotes its spring issue to contemporary printmaking.',
    bodyEs: [
      'La redacción presenta un número con entrevistas a grabadores, talleres de edición y una guía para empezar a coleccionar obra gráfica.',
      'Con la asistencia de varios de los artistas entrevistados.',
    ],
    bodyEn: [
      'The editors present an issue with interviews with printmakers, editioning studios and a guide to starting a print collection.',
      'Several of the interviewed artists will attend.',
    ],
  },
];

export interface SponsorSource {
  name: string;
  level: SponsorLevel;
  url: string;
}

export const SPONSORS: readonly SponsorSource[] = [
  { name: 'Banco Atlántico', level: 'main', url: 'https://www.bancoatlantico.test' },
  { name: 'Fundación Olmedo', level: 'main', url: 'https://www.fundacionolmedo.test' },
  { name: 'Comunidad de Madrid', level: 'official', url: 'https://www.comunidad.madrid' },
  { name: 'Ayuntamiento de Madrid', level: 'official', url: 'https://www.madrid.es' },
  { name: 'Aguas de Sierra Alta', level: 'official', url: 'https://www.sierraalta.test' },
  { name: 'Bodegas Valdés Ortiz', level: 'collaborator', url: 'https://www.valdesortiz.test' },
  { name: 'Transportes de Arte Prieto', level: 'collaborator', url: 'https://www.artesprieto.test' },
  { name: 'Seguros Calderón', level: 'collaborator', url: 'https://www.seguroscalderon.test' },
  { name: 'Papeles Ferrer', level: 'collaborator', url: 'https://www.papelesferrer.test' },
  { name: 'Hotel Puerta de Alcalá', level: 'collaborator', url: 'https://www.hotelpuertadealcala.test' },
  { name: 'Revista Estampa', level: 'media', url: 'https://www.revistaestampa.test' },
  { name: 'Radio Cultura', level: 'media', url: 'https://www.radiocultura.test' },
  { name: 'El Observador de las Artes', level: 'media', url: 'https://www.observadorartes.test' },
];

export interface PressSource {
  kind: PressItemKind;
  titleEs: string;
  titleEn: string;
  summaryEs: string;
  summaryEn: string;
  publishedOn: string;
  /** What an image item shows: a work of the fair (default) or the first photograph of the fair. */
  picture?: 'work' | 'fair-photo';
}

export const PRESS: readonly PressSource[] = [
  {
    kind: 'release',
    publishedOn: '2024-11-20',
    titleEs: 'La feria anuncia las galerías de su 20ª edición',
    titleEn: 'The fair announces the galleries of its 20th edition',
    summaryEs:
      'El comité de selección ha elegido a las galerías que participarán del 5 al 9 de marzo de 2025 en la Galería de Cristal del Palacio de Cibeles.',
    summaryEn:
      'The selection committee has chosen the galleries that will take part from 5 to 9 March 2025 in the Glass Gallery of the Cibeles Palace.',
  },
  {
    kind: 'release',
    publishedOn: '2025-02-12',
    titleEs: 'Programa de actividades de la 20ª edición',
    titleEn: 'Activities programme of the 20th edition',
    summaryEs:
      'Charlas, visitas guiadas, performances y talleres para todos los públicos durante los cinco días de feria.',
    summaryEn: 'Talks, guided tours, performances and workshops for every audience over the five days of the fair.',
  },
  {
    kind: 'release',
    publishedOn: '2025-03-10',
    titleEs: 'Balance de la 20ª edición',
    titleEn: 'Review of the 20th edition',
    summaryEs:
      'Más de 30.000 visitantes y un aumento de las ventas de obra sobre papel y fotografía cierran la edición del vigésimo aniversario.',
    summaryEn:
      'Over 30,000 visitors and rising sales of works on paper and photography close the twentieth-anniversary edition.',
  },
  {
    kind: 'kit',
    publishedOn: '2025-02-20',
    titleEs: 'Dosier de prensa 2025',
    titleEn: '2025 press kit',
    summaryEs: 'Datos de la edición, listado de galerías y artistas, programa de actividades y contactos de prensa.',
    summaryEn: 'Key facts of the edition, list of galleries and artists, activities programme and press contacts.',
  },
  {
    kind: 'image',
    publishedOn: '2025-02-20',
    titleEs: 'Imágenes de obras seleccionadas',
    titleEn: 'Images of selected works',
    summaryEs:
      'Obras de la edición 2025 en alta resolución, libres de derechos para información sobre la feria citando autor y galería.',
    summaryEn:
      'High-resolution images of works in the 2025 edition, free to use in coverage of the fair with artist and gallery credited.',
  },
  {
    kind: 'image',
    publishedOn: '2025-03-05',
    picture: 'fair-photo',
    titleEs: 'La feria el día de la inauguración',
    titleEn: 'The fair on opening day',
    summaryEs: 'Vistas generales de la Galería de Cristal y de los stands el 5 de marzo de 2025.',
    summaryEn: 'General views of the Glass Gallery and the stands on 5 March 2025.',
  },
];

export interface PressContactSource {
  name: string;
  roleEs: string;
  roleEn: string;
  email: string;
  phone: string;
}

/** The press office (both sizes): who journalists write or call, in the order the press page lists them. */
export const PRESS_CONTACTS: readonly PressContactSource[] = [
  {
    name: 'Lucía Ferrer Andrade',
    roleEs: 'Directora de comunicación',
    roleEn: 'Head of communications',
    email: 'prensa@artfair.test',
    phone: '+34 910 00 25 30',
  },
  {
    name: 'Daniel Ortega Ruiz',
    roleEs: 'Prensa internacional y acreditaciones',
    roleEn: 'International press and accreditations',
    email: 'press@artfair.test',
    phone: '+34 910 00 25 31',
  },
];
