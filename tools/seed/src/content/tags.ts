/** The shop's trend tags: styles, themes and techniques, with a slug and a line of text per language. */
import type { TrendTagType } from '@art/model';

export interface TagSource {
  type: TrendTagType;
  slugEs: string;
  slugEn: string;
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
}

const style = (slugEs: string, slugEn: string, nameEs: string, nameEn: string, descriptionEs: string, descriptionEn: string): TagSource => ({
  type: 'worksStylesTags', slugEs, slugEn, nameEs, nameEn, descriptionEs, descriptionEn,
});
const theme = (slugEs: string, slugEn: string, nameEs: string, nameEn: string, descriptionEs: string, descriptionEn: string): TagSource => ({
  type: 'themesTags', slugEs, slugEn, nameEs, nameEn, descriptionEs, descriptionEn,
});
const technic = (slugEs: string, slugEn: string, nameEs: string, nameEn: string, descriptionEs: string, descriptionEn: string): TagSource => ({
  type: 'technicsTags', slugEs, slugEn, nameEs, nameEn, descriptionEs, descriptionEn,
});

export const STYLE_TAGS: readonly TagSource[] = [
  style('abstraccion', 'abstraction', 'Abstracción', 'Abstraction', 'Obras que renuncian a representar para hablar con el color, la forma y el gesto.', 'Works that give up depiction to speak through colour, form and gesture.'),
  style('minimalismo', 'minimalism', 'Minimalismo', 'Minimalism', 'Pocos elementos, mucha atención: superficies limpias, repetición y silencio.', 'Few elements, close attention: clean surfaces, repetition and silence.'),
  style('expresionismo', 'expressionism', 'Expresionismo', 'Expressionism', 'Pincelada visible, color intenso y una emoción que se nota en la materia.', 'Visible brushwork, intense colour and an emotion you can feel in the paint.'),
  style('figuracion', 'figuration', 'Figuración', 'Figuration', 'Personas, lugares y objetos reconocibles, vistos con una mirada de hoy.', 'Recognisable people, places and objects, seen with today’s eyes.'),
  style('arte-conceptual', 'conceptual-art', 'Arte conceptual', 'Conceptual art', 'La idea va primero: obras que piden una segunda lectura.', 'The idea comes first: works that ask for a second reading.'),
  style('geometrico', 'geometric', 'Geométrico', 'Geometric', 'Retículas, líneas y planos de color ordenados con precisión.', 'Grids, lines and planes of colour ordered with precision.'),
  style('pop', 'pop-art', 'Pop', 'Pop art', 'Imágenes de la cultura popular, color plano y mucho humor.', 'Images from popular culture, flat colour and plenty of humour.'),
  style('hiperrealismo', 'hyperrealism', 'Hiperrealismo', 'Hyperrealism', 'Un detalle tan preciso que la pintura parece fotografía.', 'Detail so precise that painting passes for photography.'),
  style('surrealismo', 'surrealism', 'Surrealismo', 'Surrealism', 'Escenas de sueño y encuentros inesperados entre las cosas.', 'Dreamlike scenes and unexpected meetings between things.'),
  style('arte-povera', 'poor-art', 'Arte povera', 'Arte Povera', 'Materiales humildes, tierra, madera y tela, convertidos en obra.', 'Humble materials, earth, wood and cloth, turned into art.'),
];

export const THEME_TAGS: readonly TagSource[] = [
  theme('paisaje', 'landscape-theme', 'Paisaje', 'Landscape', 'Campos, costas y horizontes, del natural o de la memoria.', 'Fields, coasts and horizons, from life or from memory.'),
  theme('cuerpo', 'body', 'Cuerpo', 'Body', 'El cuerpo humano como forma, como presencia y como pregunta.', 'The human body as form, as presence and as question.'),
  theme('retrato', 'portraiture', 'Retrato', 'Portraiture', 'Rostros y personajes que nos devuelven la mirada.', 'Faces and characters that look back at us.'),
  theme('naturaleza', 'nature', 'Naturaleza', 'Nature', 'Plantas, animales y ciclos: la vida que crece alrededor.', 'Plants, animals and cycles: the life that grows around us.'),
  theme('ciudad', 'city-life', 'Ciudad', 'City life', 'Calles, fachadas y la vida de la ciudad a cualquier hora.', 'Streets, façades and city life at any hour.'),
  theme('memoria', 'memory-theme', 'Memoria', 'Memory', 'Archivos, recuerdos familiares y la huella del tiempo.', 'Archives, family memories and the trace of time.'),
  theme('arquitectura', 'architecture', 'Arquitectura', 'Architecture', 'Espacios construidos, interiores y estructuras.', 'Built spaces, interiors and structures.'),
  theme('mar', 'sea-theme', 'Mar', 'The sea', 'Olas, orillas y azules que cambian con la luz.', 'Waves, shores and blues that change with the light.'),
  theme('bodegon', 'still-life-theme', 'Bodegón', 'Still life', 'Objetos cotidianos sobre la mesa, mirados despacio.', 'Everyday objects on the table, looked at slowly.'),
  theme('identidad', 'identity', 'Identidad', 'Identity', 'Quiénes somos y de dónde venimos: origen, género y comunidad.', 'Who we are and where we come from: origin, gender and community.'),
];

export const TECHNIC_TAGS: readonly TagSource[] = [
  technic('oleo', 'oil-painting', 'Óleo', 'Oil painting', 'La técnica clásica de la pintura, lenta y luminosa.', 'The classic painting technique, slow and luminous.'),
  technic('acrilico', 'acrylic', 'Acrílico', 'Acrylic', 'Color vivo y secado rápido, sobre lienzo, tabla o metal.', 'Vivid colour that dries fast, on canvas, panel or metal.'),
  technic('tecnica-mixta', 'mixed-media', 'Técnica mixta', 'Mixed media', 'Obras que combinan materiales y procedimientos.', 'Works that combine materials and processes.'),
  technic('temple', 'tempera', 'Temple', 'Tempera', 'Pigmento y huevo: una técnica antigua con acabado mate.', 'Pigment and egg: an ancient technique with a matt finish.'),
  technic('fotografia-analogica', 'analogue-photography', 'Fotografía analógica', 'Analogue photography', 'Película, cuarto oscuro y copias hechas a mano.', 'Film, darkroom and hand-made prints.'),
  technic('fotografia-digital', 'digital-photography', 'Fotografía digital', 'Digital photography', 'Captura digital e impresión de pigmentos de calidad museo.', 'Digital capture and museum-quality pigment prints.'),
  technic('bronce', 'bronze-casting', 'Bronce', 'Bronze', 'Fundición a la cera perdida y pátinas trabajadas a mano.', 'Lost-wax casting and hand-worked patinas.'),
  technic('piedra', 'stone-carving', 'Piedra', 'Stone', 'Mármol y alabastro tallados directamente.', 'Marble and alabaster carved directly.'),
  technic('metal', 'metalwork', 'Metal', 'Metalwork', 'Acero, hierro y aluminio cortados, soldados y plegados.', 'Steel, iron and aluminium cut, welded and folded.'),
  technic('ceramica', 'ceramics', 'Cerámica', 'Ceramics', 'Barro, gres y porcelana cocidos y esmaltados.', 'Clay, stoneware and porcelain, fired and glazed.'),
  technic('madera', 'wood-carving', 'Madera', 'Wood', 'Talla y ensamblaje en maderas nobles.', 'Carving and assemblage in fine woods.'),
  technic('dibujo', 'drawing', 'Dibujo', 'Drawing', 'Tinta, grafito y carboncillo: la línea en estado puro.', 'Ink, graphite and charcoal: line in its purest state.'),
  technic('acuarela', 'watercolour', 'Acuarela', 'Watercolour', 'Transparencias de agua y pigmento sobre papel.', 'Transparent layers of water and pigment on paper.'),
  technic('obra-grafica', 'printmaking', 'Obra gráfica', 'Printmaking', 'Serigrafía, grabado y litografía en ediciones numeradas.', 'Screen prints, etchings and lithographs in numbered editions.'),
  technic('collage', 'collage-work', 'Collage', 'Collage', 'Papeles recortados y pegados que componen nuevas imágenes.', 'Cut and pasted papers that compose new images.'),
];

/** Every tag, in the order they are stored (ids 1…n). */
export const TAGS: readonly TagSource[] = [...STYLE_TAGS, ...THEME_TAGS, ...TECHNIC_TAGS];
