/**
 * What a visitor needs to plan a visit: the venue, hours and catalogue of each edition, the ticket types of the
 * current one and the captions of the fair's photographs.
 */
import { FAIR } from './pages';

export interface EditionVisit {
  address: string;
  openingHoursEs: string;
  openingHoursEn: string;
  catalogUrl: string | null;
}

/** Where the edition catalogues are published (a partner site of the fair, never fetched by the tests). */
const CATALOGUES = 'https://catalogos.artemadrid-feria.es';

/** Venue address, opening hours (one line per day or range) and catalogue of each fair edition, by prefix. */
export const EDITION_VISITS: Readonly<Record<string, EditionVisit>> = {
  AM25: {
    address: FAIR.venueAddress,
    openingHoursEs: [
      'Miércoles 5 de marzo: de 12:00 a 21:00 (inauguración)',
      'Jueves 6, viernes 7 y sábado 8: de 12:00 a 21:00',
      'Domingo 9: de 12:00 a 20:00',
    ].join('\n'),
    openingHoursEn: [
      'Wednesday 5 March: 12:00 to 21:00 (opening day)',
      'Thursday 6, Friday 7 and Saturday 8: 12:00 to 21:00',
      'Sunday 9: 12:00 to 20:00',
    ].join('\n'),
    catalogUrl: `${CATALOGUES}/2025/catalogo.pdf`,
  },
  AM21: {
    address: FAIR.venueAddress,
    openingHoursEs: 'Jueves 8 a sábado 10 de julio: de 11:00 a 20:00\nDomingo 11: de 11:00 a 18:00',
    openingHoursEn: 'Thursday 8 to Saturday 10 July: 11:00 to 20:00\nSunday 11: 11:00 to 18:00',
    catalogUrl: `${CATALOGUES}/2021/catalogo.pdf`,
  },
  AM20: {
    address: FAIR.venueAddress,
    openingHoursEs: 'Miércoles 26 de febrero a domingo 1 de marzo: de 12:00 a 21:00',
    openingHoursEn: 'Wednesday 26 February to Sunday 1 March: 12:00 to 21:00',
    catalogUrl: `${CATALOGUES}/2020/catalogo.pdf`,
  },
  AM18: {
    address: FAIR.venueAddress,
    openingHoursEs: 'Miércoles 21 a domingo 25 de febrero: de 12:00 a 21:00',
    openingHoursEn: 'Wednesday 21 to Sunday 25 February: 12:00 to 21:00',
    catalogUrl: null,
  },
};

export interface TicketTypeSource {
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
  priceCents: number;
}

/** The ticket types of the current edition, in the order the tickets page lists them. */
export const TICKET_TYPES: readonly TicketTypeSource[] = [
  {
    nameEs: 'Entrada general',
    nameEn: 'General admission',
    descriptionEs: 'Un acceso a la feria el día indicado.',
    descriptionEn: 'One entry to the fair on the day shown.',
    priceCents: 18_00,
  },
  {
    nameEs: 'Entrada reducida',
    nameEn: 'Reduced ticket',
    descriptionEs: 'Estudiantes, mayores de 65 años, personas desempleadas y familias numerosas, con acreditación.',
    descriptionEn: 'Students, over-65s, unemployed people and large families, with proof.',
    priceCents: 12_00,
  },
  {
    nameEs: 'Menores de 12 años',
    nameEn: 'Children under 12',
    descriptionEs: 'Acompañados de un adulto.',
    descriptionEn: 'With an adult.',
    priceCents: 0,
  },
  {
    nameEs: 'Grupos',
    nameEn: 'Groups',
    descriptionEs: 'Precio por persona para grupos de 10 o más, reservando con antelación.',
    descriptionEn: 'Price per person for groups of 10 or more, booked in advance.',
    priceCents: 10_00,
  },
  {
    nameEs: 'Abono todos los días',
    nameEn: 'Pass for all days',
    descriptionEs: 'Acceso ilimitado del miércoles al domingo.',
    descriptionEn: 'Unlimited entry from Wednesday to Sunday.',
    priceCents: 30_00,
  },
  {
    nameEs: 'Pase profesional',
    nameEn: 'Professional pass',
    descriptionEs: 'Para coleccionistas, comisarios y profesionales del sector: acceso todos los días y a la sala VIP.',
    descriptionEn: 'For collectors, curators and art professionals: entry every day and to the VIP lounge.',
    priceCents: 45_00,
  },
];

export interface PhotoSource {
  captionEs: string;
  captionEn: string;
  credit: string;
  /** Visitors in the picture. */
  visitors: number;
}

const CREDITS = ['Marta Ruiz', 'Daniel Ortega', 'Inés Calvo'] as const;

const photo = (captionEs: string, captionEn: string, visitors: number, credit: number): PhotoSource => ({
  captionEs,
  captionEn,
  visitors,
  credit: CREDITS[credit % CREDITS.length] as string,
});

/** Photographs of the current edition, in the order the photo view shows them. */
export const FAIR_PHOTOS: readonly PhotoSource[] = [
  photo('La inauguración, el miércoles por la tarde', 'The opening, on Wednesday evening', 5, 0),
  photo('Primeras visitas a la sección General', 'First visitors in the General section', 3, 1),
  photo('Un stand de la sección Opening', 'A stand of the Opening section', 1, 2),
  photo('Pintura de gran formato en la nave central', 'Large-format painting in the central hall', 2, 0),
  photo('Coleccionistas ante una serie de obra sobre papel', 'Collectors in front of a series of works on paper', 4, 1),
  photo(
    'El stand de One Project, dedicado a una sola artista',
    'The One Project stand, devoted to a single artist',
    0,
    2,
  ),
  photo('Visita guiada del jueves', 'Thursday’s guided tour', 6, 0),
  photo('Fotografía contemporánea en la galería de cristal', 'Contemporary photography in the glass gallery', 2, 1),
  photo('Tarde del sábado, la más concurrida', 'Saturday afternoon, the busiest of all', 6, 2),
  photo('Montaje de un stand antes de la apertura', 'Setting up a stand before opening', 0, 0),
  photo('Una pareja de coleccionistas decide su compra', 'Two collectors make up their minds', 2, 1),
  photo('Última hora del domingo', 'Sunday’s last hour', 1, 2),
];
