/**
 * The demo galleries: invented names in the cities a Madrid fair draws from, with plausible addresses.
 * The first eight (the `test` size) already span six countries.
 */

export interface GallerySource {
  name: string;
  city: string;
  countryCode: string;
  address: string;
  /** International format, as galleries print it. */
  phone: string;
  domain: string;
  founded: number;
  /** What the gallery shows, as a phrase that completes "works with…" / "trabaja con…". */
  focusEs: string;
  focusEn: string;
  /** Fair section in the current edition. */
  section: 'General' | 'One Project' | 'Opening';
}

export const GALLERIES: readonly GallerySource[] = [
  { name: 'Galería Ibáñez Cuesta', city: 'Madrid', countryCode: 'ES', address: 'Calle del Doctor Fourquet 14, 28012 Madrid', phone: '+34 915 27 40 18', domain: 'ibanezcuesta.es', founded: 1988, focusEs: 'pintura española de las últimas cuatro décadas', focusEn: 'Spanish painting of the last four decades', section: 'General' },
  { name: 'Espai Roig', city: 'Barcelona', countryCode: 'ES', address: 'Carrer de Consell de Cent 321, 08007 Barcelona', phone: '+34 934 87 22 61', domain: 'espairoig.cat', founded: 2004, focusEs: 'fotografía y escultura de artistas mediterráneos', focusEn: 'photography and sculpture by Mediterranean artists', section: 'General' },
  { name: 'Galeria Conceição Brandão', city: 'Lisboa', countryCode: 'PT', address: 'Rua da Boavista 84, 1200-066 Lisboa', phone: '+351 213 42 19 07', domain: 'conceicaobrandao.pt', founded: 1997, focusEs: 'artistas portugueses y brasileños que trabajan sobre papel', focusEn: 'Portuguese and Brazilian artists working on paper', section: 'General' },
  { name: 'Galerie Lefèvre & Girard', city: 'París', countryCode: 'FR', address: '18 rue de Turenne, 75004 Paris', phone: '+33 1 42 78 51 30', domain: 'lefevre-girard.fr', founded: 1979, focusEs: 'la abstracción geométrica europea y sus herederos', focusEn: 'European geometric abstraction and its heirs', section: 'General' },
  { name: 'Galerie Köhler Projekte', city: 'Berlín', countryCode: 'DE', address: 'Potsdamer Straße 81, 10785 Berlin', phone: '+49 30 2639 4471', domain: 'koehler-projekte.de', founded: 2009, focusEs: 'instalación, escultura y nuevos materiales', focusEn: 'installation, sculpture and new materials', section: 'One Project' },
  { name: 'Zúñiga Arte Contemporáneo', city: 'Ciudad de México', countryCode: 'MX', address: 'Calle Colima 179, Roma Norte, 06700 Ciudad de México', phone: '+52 55 5207 3318', domain: 'zunigaarte.mx', founded: 2011, focusEs: 'artistas latinoamericanos emergentes', focusEn: 'emerging Latin American artists', section: 'Opening' },
  { name: 'Galería Rivarola', city: 'Buenos Aires', countryCode: 'AR', address: 'Defensa 1131, C1065AAU San Telmo, Buenos Aires', phone: '+54 11 4361 2280', domain: 'galeriarivarola.com.ar', founded: 1993, focusEs: 'pintura y dibujo del Río de la Plata', focusEn: 'painting and drawing from the River Plate', section: 'General' },
  { name: 'Sala Valdés', city: 'Valencia', countryCode: 'ES', address: 'Carrer de Cavallers 22, 46001 València', phone: '+34 963 91 48 05', domain: 'salavaldes.es', founded: 2015, focusEs: 'cerámica, vidrio y escultura de pequeño formato', focusEn: 'ceramics, glass and small-scale sculpture', section: 'Opening' },
  { name: 'Galería Núñez Peña', city: 'Madrid', countryCode: 'ES', address: 'Calle de Hortaleza 63, 28004 Madrid', phone: '+34 914 45 17 92', domain: 'nunezpena.com', founded: 2001, focusEs: 'fotografía documental y de autor', focusEn: 'documentary and fine-art photography', section: 'General' },
  { name: 'Taller Olmedo', city: 'Sevilla', countryCode: 'ES', address: 'Calle Feria 48, 41003 Sevilla', phone: '+34 954 90 33 16', domain: 'tallerolmedo.es', founded: 2012, focusEs: 'obra gráfica y ediciones de artista', focusEn: 'prints and artist editions', section: 'General' },
  { name: 'Arrieta Gallery', city: 'Bilbao', countryCode: 'ES', address: 'Calle de Iparraguirre 9, 48009 Bilbao', phone: '+34 944 23 58 70', domain: 'arrietagallery.com', founded: 2006, focusEs: 'escultura en metal y madera', focusEn: 'sculpture in metal and wood', section: 'General' },
  { name: 'Galería Cabrera Marín', city: 'Málaga', countryCode: 'ES', address: 'Calle Alemania 7, 29001 Málaga', phone: '+34 952 21 64 39', domain: 'cabreramarin.es', founded: 2010, focusEs: 'pintura figurativa contemporánea', focusEn: 'contemporary figurative painting', section: 'General' },
  { name: 'Espacio Quintana', city: 'Madrid', countryCode: 'ES', address: 'Calle de San Lorenzo 11, 28004 Madrid', phone: '+34 913 19 82 44', domain: 'espacioquintana.es', founded: 2018, focusEs: 'artistas menores de cuarenta años', focusEn: 'artists under forty', section: 'Opening' },
  { name: 'Galeria Magalhães', city: 'Oporto', countryCode: 'PT', address: 'Rua de Miguel Bombarda 560, 4050-379 Porto', phone: '+351 226 09 35 12', domain: 'galeriamagalhaes.pt', founded: 2003, focusEs: 'pintura abstracta y textil', focusEn: 'abstract painting and textiles', section: 'General' },
  { name: 'Galerie Fontaine', city: 'París', countryCode: 'FR', address: '42 rue Chapon, 75003 Paris', phone: '+33 1 48 87 60 24', domain: 'galeriefontaine.fr', founded: 1995, focusEs: 'fotografía francesa de posguerra y actual', focusEn: 'post-war and current French photography', section: 'General' },
  { name: 'Galerie Vogel', city: 'Leipzig', countryCode: 'DE', address: 'Spinnereistraße 7, 04179 Leipzig', phone: '+49 341 4929 310', domain: 'galerie-vogel.de', founded: 2005, focusEs: 'la nueva pintura de Leipzig', focusEn: 'the New Leipzig painting', section: 'General' },
  { name: 'Studio Østergaard', city: 'Copenhague', countryCode: 'DK', address: 'Bredgade 34, 1260 København K', phone: '+45 33 12 87 90', domain: 'studio-ostergaard.dk', founded: 2014, focusEs: 'diseño, cerámica y escultura nórdica', focusEn: 'Nordic design, ceramics and sculpture', section: 'One Project' },
  { name: 'Galleria Mancini', city: 'Milán', countryCode: 'IT', address: 'Via Ventura 6, 20134 Milano', phone: '+39 02 2641 8807', domain: 'galleriamancini.it', founded: 1986, focusEs: 'arte povera y sus derivas contemporáneas', focusEn: 'Arte Povera and its contemporary offshoots', section: 'General' },
  { name: 'Whitaker Fine Art', city: 'Londres', countryCode: 'GB', address: '12 Cork Street, London W1S 3NS', phone: '+44 20 7439 5121', domain: 'whitakerfineart.co.uk', founded: 1991, focusEs: 'obra sobre papel británica e internacional', focusEn: 'British and international works on paper', section: 'General' },
  { name: 'Casa Orozco', city: 'Oaxaca', countryCode: 'MX', address: 'Calle de Macedonio Alcalá 403, Centro, 68000 Oaxaca', phone: '+52 951 514 2093', domain: 'casaorozco.mx', founded: 2008, focusEs: 'gráfica oaxaqueña y técnicas tradicionales', focusEn: 'Oaxacan printmaking and traditional techniques', section: 'General' },
  { name: 'Galería Restrepo', city: 'Bogotá', countryCode: 'CO', address: 'Carrera 5 # 26-37, Bogotá', phone: '+57 601 342 7780', domain: 'galeriarestrepo.co', founded: 2002, focusEs: 'arte colombiano contemporáneo', focusEn: 'contemporary Colombian art', section: 'General' },
  { name: 'Galería Larraín', city: 'Santiago de Chile', countryCode: 'CL', address: 'Avenida Alonso de Córdova 3102, Vitacura, Santiago', phone: '+56 2 2953 1460', domain: 'galerialarrain.cl', founded: 1999, focusEs: 'fotografía y vídeo del Cono Sur', focusEn: 'photography and video from the Southern Cone', section: 'General' },
  { name: 'Blázquez & Herrero', city: 'Madrid', countryCode: 'ES', address: 'Calle de Almagro 28, 28010 Madrid', phone: '+34 913 08 26 57', domain: 'blazquezherrero.es', founded: 1983, focusEs: 'maestros españoles de la segunda mitad del siglo XX', focusEn: 'Spanish masters of the second half of the 20th century', section: 'General' },
  { name: 'Galería Santamaría', city: 'Santander', countryCode: 'ES', address: 'Calle del Sol 21, 39003 Santander', phone: '+34 942 31 07 85', domain: 'galeriasantamaria.es', founded: 1990, focusEs: 'pintura de paisaje y marina', focusEn: 'landscape and seascape painting', section: 'General' },
  { name: 'Llotja 9', city: 'Palma', countryCode: 'ES', address: 'Carrer de Sant Joan 9, 07012 Palma', phone: '+34 971 72 40 66', domain: 'llotja9.com', founded: 2013, focusEs: 'artistas que viven y trabajan en las islas', focusEn: 'artists who live and work on the islands', section: 'One Project' },
  { name: 'Galería Aguirre Ordóñez', city: 'A Coruña', countryCode: 'ES', address: 'Rúa Real 52, 15003 A Coruña', phone: '+34 981 22 17 38', domain: 'aguirreordonez.gal', founded: 2000, focusEs: 'escultura y obra sobre papel gallega', focusEn: 'Galician sculpture and works on paper', section: 'General' },
  { name: 'Galería Beltrán Soler', city: 'Barcelona', countryCode: 'ES', address: 'Carrer del Rec 40, 08003 Barcelona', phone: '+34 933 10 48 92', domain: 'beltransoler.com', founded: 2016, focusEs: 'pintura abstracta joven', focusEn: 'young abstract painting', section: 'Opening' },
  { name: 'Galerie de Vries', city: 'Ámsterdam', countryCode: 'NL', address: 'Keizersgracht 614, 1017 ER Amsterdam', phone: '+31 20 624 8391', domain: 'galeriedevries.nl', founded: 1998, focusEs: 'fotografía conceptual y libros de artista', focusEn: 'conceptual photography and artist books', section: 'General' },
  { name: 'Galerie Tazi', city: 'Casablanca', countryCode: 'MA', address: '27 rue Ibn Toufail, 20100 Casablanca', phone: '+212 522 36 18 40', domain: 'galerietazi.ma', founded: 2010, focusEs: 'artistas del Magreb y de su diáspora', focusEn: 'artists from the Maghreb and its diaspora', section: 'One Project' },
  { name: 'Nakamura Fine Arts', city: 'Tokio', countryCode: 'JP', address: '1-10-5 Kiyosumi, Koto-ku, Tokyo 135-0024', phone: '+81 3 5620 4187', domain: 'nakamura-finearts.jp', founded: 2007, focusEs: 'papel japonés, tinta y grabado', focusEn: 'Japanese paper, ink and printmaking', section: 'General' },
  { name: 'Galería Calderón', city: 'Granada', countryCode: 'ES', address: 'Calle de San Jerónimo 15, 18001 Granada', phone: '+34 958 27 61 03', domain: 'galeriacalderon.es', founded: 2019, focusEs: 'dibujo contemporáneo', focusEn: 'contemporary drawing', section: 'Opening' },
  { name: 'Galería Echevarría Sáez', city: 'Madrid', countryCode: 'ES', address: 'Calle de Fernando VI 17, 28004 Madrid', phone: '+34 913 10 59 26', domain: 'echevarriasaez.com', founded: 2008, focusEs: 'fotografía y pintura de gran formato', focusEn: 'large-format photography and painting', section: 'General' },
  { name: 'Galería Sosa Bustos', city: 'Rosario', countryCode: 'AR', address: 'Bv. Oroño 1055, S2000 Rosario, Santa Fe', phone: '+54 341 425 3091', domain: 'sosabustos.com.ar', founded: 2012, focusEs: 'escultura textil y arte de materiales', focusEn: 'textile sculpture and material-based art', section: 'Opening' },
  { name: 'Galeria Loureiro', city: 'Lisboa', countryCode: 'PT', address: 'Rua de São Bento 312, 1200-822 Lisboa', phone: '+351 213 97 44 58', domain: 'galerialoureiro.pt', founded: 2017, focusEs: 'azulejo, cerámica y pintura mural', focusEn: 'tiles, ceramics and mural painting', section: 'General' },
];
