/**
 * Artist biographies, gallery presentations and work descriptions, composed from sentence templates in
 * Spanish and English so that a few hundred of them read as written by hand, not as a mail merge.
 */
import type { Random } from '../art';
import { FEMININE_NAMES, NATIONALITIES, cityEn } from './people';

export interface ArtistFacts {
  fullName: string;
  firstName: string;
  lastName: string;
  birthCity: string;
  city: string;
  countryCode: string;
  birthYear: number;
  /** Main discipline 0–3. */
  discipline: number;
  galleryName: string;
}

interface Pair {
  es: string;
  en: string;
}

const SCHOOLS: readonly Pair[] = [
  {
    es: 'la Facultad de Bellas Artes de la Universidad Complutense',
    en: 'the Faculty of Fine Arts of the Complutense University',
  },
  { es: 'la Escuela de Artes y Oficios de su ciudad', en: 'the School of Arts and Crafts in her home town' },
  { es: 'la Universidad de Barcelona', en: 'the University of Barcelona' },
  {
    es: 'la Facultad de Bellas Artes de San Carlos de Valencia',
    en: 'the San Carlos Faculty of Fine Arts in Valencia',
  },
  { es: 'la Universidad del País Vasco', en: 'the University of the Basque Country' },
  { es: 'la Escuela Nacional de Bellas Artes de París', en: 'the École nationale supérieure des Beaux-Arts in Paris' },
  { es: 'la Universidad de las Artes de Berlín', en: 'the Berlin University of the Arts' },
  { es: 'la Escuela de Fotografía EFTI de Madrid', en: 'the EFTI photography school in Madrid' },
  { es: 'el Royal College of Art de Londres', en: 'the Royal College of Art in London' },
  { es: 'la Academia de San Carlos de Ciudad de México', en: 'the Academy of San Carlos in Mexico City' },
];

const DISCIPLINE_WORDS: readonly { es: string; en: string; medium: Pair }[] = [
  { es: 'la pintura', en: 'painting', medium: { es: 'lienzos de gran formato', en: 'large canvases' } },
  { es: 'la fotografía', en: 'photography', medium: { es: 'series fotográficas', en: 'photographic series' } },
  { es: 'la escultura', en: 'sculpture', medium: { es: 'piezas escultóricas', en: 'sculptural pieces' } },
  {
    es: 'el dibujo y la obra sobre papel',
    en: 'drawing and works on paper',
    medium: { es: 'dibujos y estampas', en: 'drawings and prints' },
  },
];

const SUBJECTS: readonly Pair[] = [
  { es: 'la relación entre el paisaje y la memoria', en: 'the relationship between landscape and memory' },
  { es: 'los límites del cuerpo y su representación', en: 'the limits of the body and how it is represented' },
  { es: 'la arquitectura de la vida cotidiana', en: 'the architecture of everyday life' },
  { es: 'el color como experiencia física', en: 'colour as a physical experience' },
  { es: 'la huella del tiempo en los objetos', en: 'the trace that time leaves on objects' },
  { es: 'la luz cambiante de la costa', en: 'the changing light of the coast' },
  { es: 'las migraciones y la construcción de la identidad', en: 'migration and the making of identity' },
  { es: 'la tensión entre orden geométrico y gesto', en: 'the tension between geometric order and gesture' },
  { es: 'los espacios domésticos y sus silencios', en: 'domestic spaces and their silences' },
  { es: 'la naturaleza urbana y los márgenes de la ciudad', en: 'urban nature and the edges of the city' },
  { es: 'la fragilidad de los materiales humildes', en: 'the fragility of humble materials' },
  { es: 'el archivo familiar y la fotografía encontrada', en: 'family archives and found photographs' },
];

const RECOGNITIONS: readonly Pair[] = [
  {
    es: 'ha recibido la beca de creación de la Fundación Cervera',
    en: 'has received the Cervera Foundation creation grant',
  },
  {
    es: 'obtuvo el primer premio del Certamen de Artes Plásticas de Castilla y León',
    en: 'won first prize at the Castile and León Visual Arts Competition',
  },
  {
    es: 'ha sido artista residente en la Casa de Velázquez',
    en: 'has been an artist in residence at the Casa de Velázquez',
  },
  { es: 'fue seleccionada en la convocatoria Generaciones', en: 'was selected for the Generaciones open call' },
  {
    es: 'ha completado residencias en Lisboa, Oaxaca y Berlín',
    en: 'has completed residencies in Lisbon, Oaxaca and Berlin',
  },
  { es: 'recibió el Premio Ciudad de Palma de artes visuales', en: 'received the City of Palma visual arts prize' },
];

const VENUES: readonly Pair[] = [
  { es: 'centros de arte de España y Portugal', en: 'art centres in Spain and Portugal' },
  { es: 'museos y fundaciones de Europa y América Latina', en: 'museums and foundations in Europe and Latin America' },
  {
    es: 'el Centro de Arte Contemporáneo de Málaga y la Sala Alcalá 31',
    en: 'the Málaga Contemporary Art Centre and the Sala Alcalá 31',
  },
  { es: 'galerías de Madrid, París y Ciudad de México', en: 'galleries in Madrid, Paris and Mexico City' },
  { es: 'bienales de Cuenca, Pontevedra y La Habana', en: 'biennials in Cuenca, Pontevedra and Havana' },
];

const COLLECTIONS: readonly Pair[] = [
  { es: 'la colección de la Fundación Olmedo', en: 'the Olmedo Foundation collection' },
  {
    es: 'varias colecciones privadas de Madrid y Barcelona',
    en: 'several private collections in Madrid and Barcelona',
  },
  { es: 'las colecciones de la Comunidad de Madrid', en: 'the collections of the Community of Madrid' },
  { es: 'fondos públicos y privados de cinco países', en: 'public and private holdings in five countries' },
];

function isFeminine(firstName: string): boolean {
  return FEMININE_NAMES.has(firstName);
}

/** Spanish masculine or feminine form. */
function g(firstName: string, masculine: string, feminine: string): string {
  return isFeminine(firstName) ? feminine : masculine;
}

/** A two to four sentence biography in both languages; the English one uses the surname, never a pronoun. */
export function artistBiography(random: Random, a: ArtistFacts): Pair {
  const nationality = NATIONALITIES[a.countryCode] ?? { esM: '', esF: '', en: '' };
  const natEs = g(a.firstName, nationality.esM, nationality.esF);
  const school = random.pick(SCHOOLS);
  const discipline = DISCIPLINE_WORDS[a.discipline] ?? DISCIPLINE_WORDS[0]!;
  const subject = random.pick(SUBJECTS);
  const schoolEn = school.en.replace('her home town', `${a.lastName}'s home town`);
  const cityOfBirthEn = cityEn(a.birthCity);
  const studioEn = cityEn(a.city);
  const es: string[] = [];
  const en: string[] = [];

  switch (random.int(0, 2)) {
    case 0:
      es.push(
        `${a.fullName} (${a.birthCity}, ${a.birthYear}) es ${g(a.firstName, 'un artista', 'una artista')} ${natEs} que vive y trabaja en ${a.city}.`,
      );
      en.push(
        `${a.fullName} (${cityOfBirthEn}, ${a.birthYear}) is a ${nationality.en} artist who lives and works in ${studioEn}.`,
      );
      break;
    case 1:
      es.push(
        `${g(a.firstName, 'Nacido', 'Nacida')} en ${a.birthCity} en ${a.birthYear}, ${a.fullName} se formó en ${school.es} y hoy tiene su estudio en ${a.city}.`,
      );
      en.push(
        `Born in ${cityOfBirthEn} in ${a.birthYear}, ${a.fullName} trained at ${schoolEn} and now has a studio in ${studioEn}.`,
      );
      break;
    default:
      es.push(`${a.fullName} nació en ${a.birthCity} en ${a.birthYear} y estudió en ${school.es}.`);
      en.push(`${a.fullName} was born in ${cityOfBirthEn} in ${a.birthYear} and studied at ${schoolEn}.`);
  }

  switch (random.int(0, 2)) {
    case 0:
      es.push(`Su trabajo, centrado en ${discipline.es}, explora ${subject.es}.`);
      en.push(`${a.lastName}'s work, centred on ${discipline.en}, explores ${subject.en}.`);
      break;
    case 1:
      es.push(`Desde sus inicios, su trabajo gira en torno a ${subject.es}, un tema al que vuelve una y otra vez.`);
      en.push(
        `From the start, ${a.lastName}'s work has revolved around ${subject.en}, a subject the artist keeps returning to.`,
      );
      break;
    default:
      es.push(
        `En sus ${discipline.medium.es} vuelve con insistencia sobre ${subject.es}, con una economía de medios poco habitual.`,
      );
      en.push(
        `${a.lastName}'s ${discipline.medium.en} keep returning to ${subject.en}, with an unusual economy of means.`,
      );
  }

  if (random.chance(0.75)) {
    const venue = random.pick(VENUES);
    if (random.chance(0.5)) {
      const collection = random.pick(COLLECTIONS);
      es.push(`Ha expuesto en ${venue.es}, y su obra forma parte de ${collection.es}.`);
      en.push(`The artist has shown at ${venue.en}, and the work is held in ${collection.en}.`);
    } else {
      const recognition = random.pick(RECOGNITIONS);
      const recognitionEs = recognition.es.replace('seleccionada', g(a.firstName, 'seleccionado', 'seleccionada'));
      es.push(`Ha expuesto en ${venue.es} y ${recognitionEs}.`);
      en.push(`${a.lastName} has shown at ${venue.en} and ${recognition.en}.`);
    }
  }

  if (random.chance(0.6)) {
    es.push(`En la feria presenta obra reciente con ${a.galleryName}.`);
    en.push(`At the fair, ${a.galleryName} presents recent work by the artist.`);
  }
  return { es: es.join(' '), en: en.join(' ') };
}

/** A gallery presentation of two or three sentences in both languages. */
export function galleryDescription(
  random: Random,
  gallery: { name: string; city: string; founded: number; focusEs: string; focusEn: string },
  artistNames: readonly string[],
): Pair {
  const es: string[] = [];
  const en: string[] = [];
  if (random.chance(0.5)) {
    es.push(
      `${gallery.name} abrió sus puertas en ${gallery.city} en ${gallery.founded} y trabaja con ${gallery.focusEs}.`,
    );
    en.push(
      `${gallery.name} opened in ${cityEn(gallery.city)} in ${gallery.founded} and works with ${gallery.focusEn}.`,
    );
  } else {
    es.push(
      `Fundada en ${gallery.founded}, ${gallery.name} es una de las galerías de referencia de ${gallery.city} en ${gallery.focusEs}.`,
    );
    en.push(
      `Founded in ${gallery.founded}, ${gallery.name} is one of ${cityEn(gallery.city)}'s leading galleries for ${gallery.focusEn}.`,
    );
  }
  if (artistNames.length >= 2) {
    const names = artistNames.slice(0, 3);
    const listEs = names.length === 3 ? `${names[0]}, ${names[1]} y ${names[2]}` : `${names[0]} y ${names[1]}`;
    const listEn = names.length === 3 ? `${names[0]}, ${names[1]} and ${names[2]}` : `${names[0]} and ${names[1]}`;
    es.push(`Representa, entre otros, a ${listEs}.`);
    en.push(`Its artists include ${listEn}.`);
  }
  const closing = random.pick([
    {
      es: 'Su programa alterna exposiciones individuales con proyectos comisariados y una intensa presencia en ferias internacionales.',
      en: 'Its programme alternates solo shows with curated projects and a strong presence at international fairs.',
    },
    {
      es: 'Además de su espacio expositivo, edita publicaciones y acompaña a coleccionistas en la formación de sus colecciones.',
      en: 'Besides its exhibition space, it publishes books and advises collectors as they build their collections.',
    },
    {
      es: 'La galería apuesta por relaciones largas con sus artistas y por precios accesibles para quien empieza a coleccionar.',
      en: 'The gallery believes in long relationships with its artists and in accessible prices for first-time collectors.',
    },
  ]);
  es.push(closing.es);
  en.push(closing.en);
  return { es: es.join(' '), en: en.join(' ') };
}

/** A short description of a work in both languages: what it is, and how it is editioned or signed. */
export function workDescription(
  random: Random,
  work: {
    titleEs: string;
    titleEn: string;
    artistName: string;
    artistLastName: string;
    year: number;
    discipline: number;
    city: string;
  },
): Pair {
  const subject = random.pick(SUBJECTS);
  const es: string[] = [];
  const en: string[] = [];
  switch (random.int(0, 2)) {
    case 0:
      es.push(`En «${work.titleEs}», ${work.artistName} vuelve sobre ${subject.es}.`);
      en.push(`In “${work.titleEn}”, ${work.artistName} returns to ${subject.en}.`);
      break;
    case 1:
      es.push(
        `Obra de ${work.year} realizada en el estudio de ${work.city}, dentro de una investigación sobre ${subject.es}.`,
      );
      en.push(
        `Made in ${work.year} in the artist's studio in ${cityEn(work.city)}, as part of a body of work on ${subject.en}.`,
      );
      break;
    default: {
      const began = Math.max(1960, work.year - random.int(1, 4));
      es.push(`«${work.titleEs}» pertenece a una serie que ${work.artistName} comenzó en ${began}.`);
      en.push(`“${work.titleEn}” belongs to a series ${work.artistLastName} began in ${began}.`);
    }
  }
  if (work.discipline === 1 || (work.discipline === 3 && random.chance(0.5))) {
    const copies = random.pick([5, 7, 8, 10, 15, 25]);
    es.push(`Edición de ${copies} ejemplares más 2 pruebas de artista, firmada y numerada.`);
    en.push(`Edition of ${copies} plus 2 artist's proofs, signed and numbered.`);
  } else if (work.discipline === 2) {
    es.push(`Pieza única, con certificado de autenticidad firmado por ${work.artistName}.`);
    en.push(`Unique piece, with a certificate of authenticity signed by ${work.artistName}.`);
  } else {
    es.push('Pieza única, firmada y fechada en el reverso.');
    en.push('Unique piece, signed and dated on the back.');
  }
  return { es: es.join(' '), en: en.join(' ') };
}
