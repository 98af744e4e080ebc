/** Shop shows (expositions): a title, an introduction and the rule that picks their works. */

export interface ShowWork {
  discipline: number;
  priceCents: number | null;
  colours: readonly string[];
  year: number;
  tagSlugs: readonly string[];
  countryCode: string;
}

export interface ShowSource {
  titleEs: string;
  titleEn: string;
  /** The curatorial line: "reúne obras que …" / "brings together works that …". */
  ideaEs: string;
  ideaEn: string;
  accepts: (work: ShowWork) => boolean;
}

const any = () => true;

/** The first six make the `test` size. */
export const SHOWS: readonly ShowSource[] = [
  {
    titleEs: 'Papel: primera mano',
    titleEn: 'Paper: First Hand',
    ideaEs: 'reúne dibujos, acuarelas y estampas en los que se nota la mano del artista',
    ideaEn: 'brings together drawings, watercolours and prints in which the artist’s hand is visible',
    accepts: (w) => w.discipline === 3,
  },
  {
    titleEs: 'Coleccionar hoy: menos de 1.000 €',
    titleEn: 'Collecting Today: Under €1,000',
    ideaEs: 'propone una primera colección con obras originales por menos de mil euros',
    ideaEn: 'suggests a first collection of original works for under a thousand euros',
    accepts: (w) => w.priceCents !== null && w.priceCents < 100_000,
  },
  {
    titleEs: 'Blanco y negro',
    titleEn: 'Black and White',
    ideaEs: 'se queda con lo esencial: obras construidas solo con luz y sombra',
    ideaEn: 'keeps to the essentials: works built from light and shadow alone',
    accepts: (w) => w.colours.includes('black') || w.colours.includes('white'),
  },
  {
    titleEs: 'Escultura en casa',
    titleEn: 'Sculpture at Home',
    ideaEs: 'demuestra que la escultura cabe en una estantería, una mesa o un rincón del salón',
    ideaEn: 'shows that sculpture fits on a shelf, a table or a corner of the living room',
    accepts: (w) => w.discipline === 2,
  },
  {
    titleEs: 'La luz que queda',
    titleEn: 'The Light That Remains',
    ideaEs: 'recorre la fotografía de las galerías de la feria, de la copia en plata al pigmento',
    ideaEn: 'surveys photography from the fair’s galleries, from silver prints to pigment',
    accepts: (w) => w.discipline === 1,
  },
  {
    titleEs: 'Geografías del color',
    titleEn: 'Geographies of Colour',
    ideaEs: 'celebra la pintura abstracta y el color como materia y como emoción',
    ideaEn: 'celebrates abstract painting and colour as both matter and emotion',
    accepts: (w) =>
      w.discipline === 0 && w.tagSlugs.some((t) => t === 'abstraccion' || t === 'geometrico' || t === 'expresionismo'),
  },
  {
    titleEs: 'Paisajes interiores',
    titleEn: 'Inner Landscapes',
    ideaEs: 'reúne paisajes imaginados, recordados o apenas sugeridos',
    ideaEn: 'gathers landscapes imagined, remembered or barely suggested',
    accepts: (w) => w.tagSlugs.includes('paisaje'),
  },
  {
    titleEs: 'Cuerpos en tránsito',
    titleEn: 'Bodies in Transit',
    ideaEs: 'mira el cuerpo en movimiento, en reposo y en cambio',
    ideaEn: 'looks at the body in motion, at rest and in change',
    accepts: (w) => w.tagSlugs.includes('cuerpo') || w.tagSlugs.includes('retrato'),
  },
  {
    titleEs: 'Mar de fondo',
    titleEn: 'Groundswell',
    ideaEs: 'reúne obras en las que el mar y el azul son protagonistas',
    ideaEn: 'gathers works in which the sea and the colour blue take centre stage',
    accepts: (w) => w.tagSlugs.includes('mar') || w.colours.includes('blue'),
  },
  {
    titleEs: 'Nueva figuración',
    titleEn: 'New Figuration',
    ideaEs: 'presenta a pintores que vuelven a contar historias con personas y lugares reconocibles',
    ideaEn: 'presents painters who tell stories again with recognisable people and places',
    accepts: (w) => w.tagSlugs.includes('figuracion'),
  },
  {
    titleEs: 'Retícula y azar',
    titleEn: 'Grid and Chance',
    ideaEs: 'enfrenta el orden geométrico con el accidente y el gesto',
    ideaEn: 'sets geometric order against accident and gesture',
    accepts: (w) => w.tagSlugs.includes('geometrico') || w.tagSlugs.includes('minimalismo'),
  },
  {
    titleEs: 'Materia prima',
    titleEn: 'Raw Material',
    ideaEs: 'se fija en los materiales: piedra, madera, barro, metal y papel hecho a mano',
    ideaEn: 'focuses on materials: stone, wood, clay, metal and handmade paper',
    accepts: (w) => w.tagSlugs.some((t) => ['piedra', 'madera', 'ceramica', 'metal', 'arte-povera'].includes(t)),
  },
  {
    titleEs: 'Latitudes',
    titleEn: 'Latitudes',
    ideaEs: 'acerca la obra de artistas de América Latina presentes en la feria',
    ideaEn: 'brings closer the work of Latin American artists at the fair',
    accepts: (w) => ['MX', 'AR', 'CO', 'CL'].includes(w.countryCode),
  },
  {
    titleEs: 'El jardín secreto',
    titleEn: 'The Secret Garden',
    ideaEs: 'cultiva la naturaleza en todas sus formas: plantas, flores, bosques y huertos',
    ideaEn: 'cultivates nature in all its forms: plants, flowers, woods and orchards',
    accepts: (w) => w.tagSlugs.includes('naturaleza') || w.colours.includes('green'),
  },
  {
    titleEs: 'Ciudades invisibles',
    titleEn: 'Invisible Cities',
    ideaEs: 'pasea por calles, fachadas y arquitecturas, reales o inventadas',
    ideaEn: 'strolls through streets, façades and architectures, real or invented',
    accepts: (w) => w.tagSlugs.includes('ciudad') || w.tagSlugs.includes('arquitectura'),
  },
  {
    titleEs: 'Estampa: grabado contemporáneo',
    titleEn: 'Impressions: Contemporary Printmaking',
    ideaEs: 'reúne serigrafías, aguafuertes, litografías y xilografías en ediciones numeradas',
    ideaEn: 'gathers screen prints, etchings, lithographs and woodcuts in numbered editions',
    accepts: (w) => w.tagSlugs.includes('obra-grafica'),
  },
  {
    titleEs: 'Primeras obras',
    titleEn: 'First Works',
    ideaEs: 'descubre obras recientes, hechas en los dos últimos años',
    ideaEn: 'discovers recent works, made in the last two years',
    accepts: (w) => w.year >= 2023,
  },
  {
    titleEs: 'Memoria y archivo',
    titleEn: 'Memory and Archive',
    ideaEs: 'explora el recuerdo, la fotografía encontrada y el paso del tiempo',
    ideaEn: 'explores remembrance, found photographs and the passing of time',
    accepts: (w) => w.tagSlugs.includes('memoria') || w.year < 1990,
  },
  {
    titleEs: 'Grandes formatos',
    titleEn: 'Large Formats',
    ideaEs: 'es para paredes generosas: obras importantes de las galerías de la feria',
    ideaEn: 'is for generous walls: major works from the fair’s galleries',
    accepts: (w) => w.priceCents !== null && w.priceCents >= 500_000,
  },
  {
    titleEs: 'Verano en el estudio',
    titleEn: 'Summer in the Studio',
    ideaEs: 'abre las puertas del estudio con obras luminosas y de colores cálidos',
    ideaEn: 'opens the studio doors with bright, warm-coloured works',
    accepts: (w) => w.colours.some((c) => ['yellow', 'orange', 'red', 'pink'].includes(c)),
  },
  {
    titleEs: 'Selección de la feria',
    titleEn: 'Fair Selection',
    ideaEs: 'recoge una obra de cada galería participante, elegida por el equipo de la feria',
    ideaEn: 'gathers one work from each participating gallery, chosen by the fair team',
    accepts: any,
  },
];
