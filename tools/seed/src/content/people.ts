/**
 * Names and places of the demo people: Spanish (two surnames, accents kept) and international artists,
 * each with the cities they work in. Words with accents and special letters are deliberate: search
 * ignores accents, and the demo lets anyone check it (type "nunez" and find Núñez).
 */

export interface Origin {
  countryCode: string;
  cities: readonly string[];
  firstNames: readonly string[];
  surnames: readonly string[];
  /** Spanish custom: two surnames. */
  twoSurnames?: boolean;
}

const SPANISH_FIRST_NAMES = [
  'Lucía', 'Inés', 'María José', 'Begoña', 'Rocío', 'Nuria', 'Almudena', 'Maite', 'Elena', 'Sofía',
  'Marta', 'Ainhoa', 'Irene', 'Carmen', 'Pilar', 'Alba', 'Covadonga', 'Julia', 'Candela', 'Montserrat',
  'Álvaro', 'José Luis', 'Íñigo', 'Ramón', 'Jesús', 'Óscar', 'Joaquín', 'Andrés', 'Tomás', 'Rubén',
  'Sergio', 'Pablo', 'Jordi', 'Xabier', 'Gonzalo', 'Martín', 'Iván', 'Nicolás', 'Adrián', 'Germán',
] as const;

const SPANISH_SURNAMES = [
  'Núñez', 'Peña', 'Ibáñez', 'García', 'Martínez', 'López', 'Sánchez', 'Gómez', 'Fernández', 'Díaz',
  'Muñoz', 'Álvarez', 'Romero', 'Jiménez', 'Ruiz', 'Hernández', 'Moreno', 'Gutiérrez', 'Ortiz', 'Castillo',
  'Serrano', 'Blázquez', 'Domínguez', 'Vázquez', 'Ramírez', 'Márquez', 'Cortés', 'Galán', 'Lozano', 'Prieto',
  'Cuesta', 'Arrieta', 'Echevarría', 'Urquijo', 'Olmedo', 'Valdés', 'Benítez', 'Quintana', 'Calderón', 'Sáez',
  'Ferrer', 'Puig', 'Soler', 'Vidal', 'Roig', 'Iglesias', 'Montero', 'Carrasco', 'Cabrera', 'Beltrán',
  'Herrero', 'Pascual', 'Santamaría', 'Villalba', 'Ordóñez', 'Gallego', 'Aguirre', 'Zubizarreta', 'Lorenzo', 'Marín',
] as const;

/** Where the demo artists come from; Spain weighs most, as at the fair. */
export const ORIGINS: readonly Origin[] = [
  {
    countryCode: 'ES',
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'A Coruña', 'Zaragoza', 'Granada', 'Palma', 'Cádiz', 'Salamanca', 'Santander', 'Córdoba'],
    firstNames: SPANISH_FIRST_NAMES,
    surnames: SPANISH_SURNAMES,
    twoSurnames: true,
  },
  {
    countryCode: 'PT',
    cities: ['Lisboa', 'Oporto', 'Coímbra', 'Braga'],
    firstNames: ['João', 'Inês', 'Gonçalo', 'Leonor', 'Tiago', 'Beatriz', 'Rui', 'Mariana', 'Duarte', 'Catarina'],
    surnames: ['Conceição', 'Gonçalves', 'Magalhães', 'Carvalho', 'Simões', 'Sousa', 'Araújo', 'Pereira', 'Loureiro', 'Brandão'],
  },
  {
    countryCode: 'FR',
    cities: ['París', 'Lyon', 'Marsella', 'Burdeos', 'Nantes'],
    firstNames: ['Élodie', 'Clément', 'Hélène', 'François', 'Camille', 'Jérôme', 'Margaux', 'Théo', 'Agnès', 'Benoît'],
    surnames: ['Lefèvre', 'Dubois', 'Girard', 'Moreau', 'Fontaine', 'Chevalier', 'Rousseau', 'Bérenger', 'Lambert', 'Mercier'],
  },
  {
    countryCode: 'DE',
    cities: ['Berlín', 'Leipzig', 'Düsseldorf', 'Colonia', 'Múnich', 'Hamburgo'],
    firstNames: ['Jürgen', 'Anke', 'Lukas', 'Greta', 'Matthias', 'Johanna', 'Florian', 'Käthe', 'Sebastian', 'Ute'],
    surnames: ['Müller', 'Schäfer', 'Köhler', 'Weiß', 'Hoffmann', 'Krüger', 'Becker', 'Vogel', 'Brandt', 'Lindner'],
  },
  {
    countryCode: 'DK',
    cities: ['Copenhague', 'Aarhus'],
    firstNames: ['Søren', 'Astrid', 'Mads', 'Freja', 'Rasmus', 'Ida'],
    surnames: ['Sørensen', 'Jørgensen', 'Mikkelsen', 'Kjær', 'Østergaard', 'Holm'],
  },
  {
    countryCode: 'IT',
    cities: ['Milán', 'Roma', 'Turín', 'Nápoles', 'Bolonia'],
    firstNames: ['Giulia', 'Lorenzo', 'Chiara', 'Matteo', 'Francesca', 'Niccolò', 'Alessandra', 'Davide'],
    surnames: ['Rossi', 'Bianchi', 'Esposito', 'Colombo', 'Ferraro', 'Mancini', 'De Luca', 'Santoro'],
  },
  {
    countryCode: 'GB',
    cities: ['Londres', 'Glasgow', 'Bristol', 'Mánchester'],
    firstNames: ['Harriet', 'Oliver', 'Imogen', 'Callum', 'Eleanor', 'Rhys', 'Siobhan', 'Declan'],
    surnames: ["O'Connor", 'Whitaker', 'Ashworth', 'Fairbairn', 'Pemberton', 'McAllister', 'Hughes', 'Thornton'],
  },
  {
    countryCode: 'MX',
    cities: ['Ciudad de México', 'Oaxaca', 'Guadalajara', 'Monterrey', 'Mérida'],
    firstNames: ['Ximena', 'Emiliano', 'Itzel', 'Rodrigo', 'Guadalupe', 'Santiago', 'Citlali', 'Mauricio'],
    surnames: ['Hernández', 'Cervantes', 'Zúñiga', 'Villaseñor', 'Tapia', 'Orozco', 'Echeverría', 'Salinas'],
    twoSurnames: true,
  },
  {
    countryCode: 'AR',
    cities: ['Buenos Aires', 'Rosario', 'Córdoba', 'Mendoza'],
    firstNames: ['Agustina', 'Facundo', 'Florencia', 'Matías', 'Valentina', 'Joaquín', 'Micaela', 'Tomás'],
    surnames: ['Giménez', 'Pérez Acuña', 'Ferreyra', 'Sosa', 'Bustos', 'Oyarzábal', 'Lanús', 'Rivarola'],
  },
  {
    countryCode: 'CO',
    cities: ['Bogotá', 'Medellín', 'Cali'],
    firstNames: ['Mariana', 'Andrés Felipe', 'Daniela', 'Sebastián', 'Juliana', 'Camilo'],
    surnames: ['Restrepo', 'Ospina', 'Londoño', 'Cárdenas', 'Uribe', 'Arango'],
    twoSurnames: true,
  },
  {
    countryCode: 'CL',
    cities: ['Santiago de Chile', 'Valparaíso'],
    firstNames: ['Josefa', 'Benjamín', 'Antonia', 'Vicente', 'Catalina'],
    surnames: ['Errázuriz', 'Montt', 'Larraín', 'Vicuña', 'Rojas'],
  },
  {
    countryCode: 'JP',
    cities: ['Tokio', 'Kioto', 'Osaka'],
    firstNames: ['Yuki', 'Haruto', 'Aiko', 'Kenji', 'Sakura', 'Ren'],
    surnames: ['Nakamura', 'Tanaka', 'Watanabe', 'Kobayashi', 'Yamamoto', 'Ishikawa'],
  },
  {
    countryCode: 'KR',
    cities: ['Seúl', 'Busán'],
    firstNames: ['Ji-woo', 'Min-jun', 'Seo-yeon', 'Hyun-woo'],
    surnames: ['Kim', 'Park', 'Choi', 'Jeong'],
  },
  {
    countryCode: 'NG',
    cities: ['Lagos', 'Abuya'],
    firstNames: ['Adaeze', 'Chinedu', 'Folake', 'Tunde'],
    surnames: ['Okafor', 'Adeyemi', 'Nwosu', 'Balogun'],
  },
  {
    countryCode: 'PL',
    cities: ['Cracovia', 'Varsovia', 'Łódź'],
    firstNames: ['Zofia', 'Paweł', 'Agnieszka', 'Krzysztof'],
    surnames: ['Nowak', 'Wójcik', 'Mazur', 'Kaczmarek'],
  },
  {
    countryCode: 'NL',
    cities: ['Ámsterdam', 'Róterdam'],
    firstNames: ['Femke', 'Joris', 'Sanne', 'Bram'],
    surnames: ['van der Berg', 'Janssen', 'de Vries', 'Visser'],
  },
  {
    countryCode: 'MA',
    cities: ['Casablanca', 'Tánger', 'Marrakech'],
    firstNames: ['Yasmina', 'Karim', 'Leila', 'Omar'],
    surnames: ['Benjelloun', 'El Amrani', 'Haddad', 'Tazi'],
  },
];

/** English names of the cities whose Spanish name differs; the `city` columns hold the Spanish one. */
const CITY_EN: Readonly<Record<string, string>> = {
  Sevilla: 'Seville', Lisboa: 'Lisbon', Oporto: 'Porto', 'Coímbra': 'Coimbra', 'París': 'Paris', Marsella: 'Marseille',
  Burdeos: 'Bordeaux', 'Berlín': 'Berlin', Colonia: 'Cologne', 'Múnich': 'Munich', Hamburgo: 'Hamburg', Copenhague: 'Copenhagen',
  'Milán': 'Milan', 'Turín': 'Turin', 'Nápoles': 'Naples', Bolonia: 'Bologna', Londres: 'London', 'Mánchester': 'Manchester',
  'Ciudad de México': 'Mexico City', 'Santiago de Chile': 'Santiago', Tokio: 'Tokyo', Kioto: 'Kyoto', 'Seúl': 'Seoul',
  'Busán': 'Busan', Abuya: 'Abuja', Cracovia: 'Kraków', Varsovia: 'Warsaw', 'Ámsterdam': 'Amsterdam', 'Róterdam': 'Rotterdam',
  'Tánger': 'Tangier', Marrakech: 'Marrakesh',
};

/** A city's English name. */
export function cityEn(city: string): string {
  return CITY_EN[city] ?? city;
}

/** Relative weight of each origin when drawing an artist (same order as ORIGINS). */
export const ORIGIN_WEIGHTS: readonly number[] = [46, 5, 5, 5, 2, 4, 4, 6, 5, 3, 2, 3, 2, 2, 2, 2, 2];

/** Names of the fair team and writers who sign the posts. */
export const AUTHORS = ['Redacción', 'Beatriz Calvo Ugarte', 'Héctor Saldaña', 'Noelia Ramos Ibáñez', 'Equipo de la feria'] as const;

/** English adjective of a country (for "Mexican artist…"), Spanish masculine and feminine forms. */
export const NATIONALITIES: Readonly<Record<string, { esM: string; esF: string; en: string }>> = {
  ES: { esM: 'español', esF: 'española', en: 'Spanish' },
  PT: { esM: 'portugués', esF: 'portuguesa', en: 'Portuguese' },
  FR: { esM: 'francés', esF: 'francesa', en: 'French' },
  DE: { esM: 'alemán', esF: 'alemana', en: 'German' },
  DK: { esM: 'danés', esF: 'danesa', en: 'Danish' },
  IT: { esM: 'italiano', esF: 'italiana', en: 'Italian' },
  GB: { esM: 'británico', esF: 'británica', en: 'British' },
  MX: { esM: 'mexicano', esF: 'mexicana', en: 'Mexican' },
  AR: { esM: 'argentino', esF: 'argentina', en: 'Argentinian' },
  CO: { esM: 'colombiano', esF: 'colombiana', en: 'Colombian' },
  CL: { esM: 'chileno', esF: 'chilena', en: 'Chilean' },
  JP: { esM: 'japonés', esF: 'japonesa', en: 'Japanese' },
  KR: { esM: 'surcoreano', esF: 'surcoreana', en: 'South Korean' },
  NG: { esM: 'nigeriano', esF: 'nigeriana', en: 'Nigerian' },
  PL: { esM: 'polaco', esF: 'polaca', en: 'Polish' },
  NL: { esM: 'neerlandés', esF: 'neerlandesa', en: 'Dutch' },
  MA: { esM: 'marroquí', esF: 'marroquí', en: 'Moroccan' },
};

/** First names read as feminine, for the agreement of Spanish adjectives in biographies. */
export const FEMININE_NAMES: ReadonlySet<string> = new Set([
  'Lucía', 'Inés', 'María José', 'Begoña', 'Rocío', 'Nuria', 'Almudena', 'Maite', 'Elena', 'Sofía', 'Marta', 'Ainhoa',
  'Irene', 'Carmen', 'Pilar', 'Alba', 'Covadonga', 'Julia', 'Candela', 'Montserrat', 'Leonor', 'Beatriz', 'Mariana',
  'Catarina', 'Élodie', 'Hélène', 'Camille', 'Margaux', 'Agnès', 'Anke', 'Greta', 'Johanna', 'Käthe', 'Ute', 'Astrid',
  'Freja', 'Ida', 'Giulia', 'Chiara', 'Francesca', 'Alessandra', 'Harriet', 'Imogen', 'Eleanor', 'Siobhan', 'Ximena',
  'Itzel', 'Guadalupe', 'Citlali', 'Agustina', 'Florencia', 'Valentina', 'Micaela', 'Daniela', 'Juliana', 'Josefa',
  'Antonia', 'Catalina', 'Yuki', 'Aiko', 'Sakura', 'Ji-woo', 'Seo-yeon', 'Adaeze', 'Folake', 'Zofia', 'Agnieszka',
  'Femke', 'Sanne', 'Yasmina', 'Leila', 'Inês',
]);
