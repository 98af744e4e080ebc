/**
 * Words the work titles, techniques and descriptions are built from, in Spanish and English.
 * Nouns carry their Spanish gender so adjectives agree ("jardín azul", "casa blanca").
 */
import type { Colour } from '@art/model';
import type { Random } from '../art';

export interface Noun {
  es: string;
  en: string;
  g: 'm' | 'f';
}

export interface Adjective {
  m: string;
  f: string;
  en: string;
  /** The filter colour a colour adjective names: a title only names the work's main colour. */
  colour?: Colour;
}

export const NOUNS: readonly Noun[] = [
  { es: 'jardín', en: 'garden', g: 'm' },
  { es: 'casa', en: 'house', g: 'f' },
  { es: 'horizonte', en: 'horizon', g: 'm' },
  { es: 'ventana', en: 'window', g: 'f' },
  { es: 'paisaje', en: 'landscape', g: 'm' },
  { es: 'marea', en: 'tide', g: 'f' },
  { es: 'bosque', en: 'forest', g: 'm' },
  { es: 'noche', en: 'night', g: 'f' },
  { es: 'silencio', en: 'silence', g: 'm' },
  { es: 'luz', en: 'light', g: 'f' },
  { es: 'retrato', en: 'portrait', g: 'm' },
  { es: 'figura', en: 'figure', g: 'f' },
  { es: 'río', en: 'river', g: 'm' },
  { es: 'montaña', en: 'mountain', g: 'f' },
  { es: 'campo', en: 'field', g: 'm' },
  { es: 'habitación', en: 'room', g: 'f' },
  { es: 'cuerpo', en: 'body', g: 'm' },
  { es: 'sombra', en: 'shadow', g: 'f' },
  { es: 'espejo', en: 'mirror', g: 'm' },
  { es: 'isla', en: 'island', g: 'f' },
  { es: 'muro', en: 'wall', g: 'm' },
  { es: 'piedra', en: 'stone', g: 'f' },
  { es: 'fragmento', en: 'fragment', g: 'm' },
  { es: 'ciudad', en: 'city', g: 'f' },
  { es: 'mar', en: 'sea', g: 'm' },
  { es: 'costa', en: 'coast', g: 'f' },
  { es: 'cielo', en: 'sky', g: 'm' },
  { es: 'memoria', en: 'memory', g: 'f' },
  { es: 'umbral', en: 'threshold', g: 'm' },
  { es: 'orilla', en: 'shore', g: 'f' },
  { es: 'invierno', en: 'winter', g: 'm' },
  { es: 'tarde', en: 'afternoon', g: 'f' },
  { es: 'pliegue', en: 'fold', g: 'm' },
  { es: 'geometría', en: 'geometry', g: 'f' },
  { es: 'bodegón', en: 'still life', g: 'm' },
  { es: 'columna', en: 'column', g: 'f' },
  { es: 'vuelo', en: 'flight', g: 'm' },
  { es: 'raíz', en: 'root', g: 'f' },
  { es: 'eco', en: 'echo', g: 'm' },
  { es: 'llanura', en: 'plain', g: 'f' },
  { es: 'paseo', en: 'walk', g: 'm' },
  { es: 'cosecha', en: 'harvest', g: 'f' },
  { es: 'archipiélago', en: 'archipelago', g: 'm' },
  { es: 'ola', en: 'wave', g: 'f' },
  { es: 'patio', en: 'courtyard', g: 'm' },
  { es: 'escalera', en: 'staircase', g: 'f' },
  { es: 'nido', en: 'nest', g: 'm' },
  { es: 'frontera', en: 'border', g: 'f' },
];

export const ADJECTIVES: readonly Adjective[] = [
  { m: 'azul', f: 'azul', en: 'blue', colour: 'blue' },
  { m: 'rojo', f: 'roja', en: 'red', colour: 'red' },
  { m: 'blanco', f: 'blanca', en: 'white', colour: 'white' },
  { m: 'negro', f: 'negra', en: 'black', colour: 'black' },
  { m: 'dorado', f: 'dorada', en: 'golden', colour: 'yellow' },
  { m: 'verde', f: 'verde', en: 'green', colour: 'green' },
  { m: 'rosa', f: 'rosa', en: 'pink', colour: 'pink' },
  { m: 'naranja', f: 'naranja', en: 'orange', colour: 'orange' },
  { m: 'violeta', f: 'violeta', en: 'violet', colour: 'violet' },
  { m: 'morado', f: 'morada', en: 'purple', colour: 'purple' },
  { m: 'granate', f: 'granate', en: 'maroon', colour: 'maroon' },
  { m: 'turquesa', f: 'turquesa', en: 'turquoise', colour: 'teal' },
  { m: 'quieto', f: 'quieta', en: 'still' },
  { m: 'lejano', f: 'lejana', en: 'distant' },
  { m: 'callado', f: 'callada', en: 'quiet' },
  { m: 'interior', f: 'interior', en: 'inner' },
  { m: 'suspendido', f: 'suspendida', en: 'suspended' },
  { m: 'roto', f: 'rota', en: 'broken' },
  { m: 'encendido', f: 'encendida', en: 'burning' },
  { m: 'hundido', f: 'hundida', en: 'sunken' },
  { m: 'nuevo', f: 'nueva', en: 'new' },
  { m: 'último', f: 'última', en: 'last' },
  { m: 'vertical', f: 'vertical', en: 'vertical' },
  { m: 'invisible', f: 'invisible', en: 'invisible' },
  { m: 'doble', f: 'doble', en: 'double' },
  { m: 'abierto', f: 'abierta', en: 'open' },
  { m: 'dormido', f: 'dormida', en: 'sleeping' },
  { m: 'habitado', f: 'habitada', en: 'inhabited' },
  { m: 'salvaje', f: 'salvaje', en: 'wild' },
  { m: 'breve', f: 'breve', en: 'brief' },
  { m: 'templado', f: 'templada', en: 'mild' },
];

/** "… al amanecer" / "… at dawn": endings that follow a noun phrase. */
export const COMPLEMENTS: readonly { es: string; en: string }[] = [
  { es: 'al amanecer', en: 'at dawn' },
  { es: 'de agosto', en: 'in August' },
  { es: 'bajo la lluvia', en: 'in the rain' },
  { es: 'en reposo', en: 'at rest' },
  { es: 'después de la tormenta', en: 'after the storm' },
  { es: 'con viento', en: 'with wind' },
  { es: 'sin nombre', en: 'without a name' },
  { es: 'de noche', en: 'at night' },
  { es: 'en el sur', en: 'in the south' },
  { es: 'junto al agua', en: 'by the water' },
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

function agree(adjective: Adjective, noun: Noun): string {
  return noun.g === 'm' ? adjective.m : adjective.f;
}

/** Spanish definite article with the "el agua" rule left aside: none of the nouns starts with a stressed a. */
function article(noun: Noun): string {
  return noun.g === 'm' ? 'el' : 'la';
}

/** "of the" in Spanish, with the contraction "del". */
function ofThe(noun: Noun): string {
  return noun.g === 'm' ? `del ${noun.es}` : `de la ${noun.es}`;
}

/**
 * A work title in Spanish and its English translation, from one of several patterns
 * ("Jardín azul" / "Blue garden", "Memoria del río" / "Memory of the river", "Sin título (nº 7)" / "Untitled (no. 7)").
 */
export function workTitle(random: Random, mainColour: Colour): { es: string; en: string } {
  const noun = random.pick(NOUNS);
  const other = random.pick(NOUNS.filter((n) => n !== noun));
  let adjective = random.pick(ADJECTIVES);
  // A colour in the title is the colour the picture shows most.
  if (adjective.colour && adjective.colour !== mainColour) {
    adjective = ADJECTIVES.find((a) => a.colour === mainColour) ?? random.pick(ADJECTIVES.filter((a) => !a.colour));
  }
  const pattern = random.int(0, 9);
  switch (pattern) {
    case 0:
    case 1:
      return { es: capitalize(`${noun.es} ${agree(adjective, noun)}`), en: capitalize(`${adjective.en} ${noun.en}`) };
    case 2:
      return { es: capitalize(`${noun.es} ${ofThe(other)}`), en: capitalize(`${noun.en} of the ${other.en}`) };
    case 3: {
      const complement = random.pick(COMPLEMENTS);
      return { es: capitalize(`${noun.es} ${complement.es}`), en: capitalize(`${noun.en} ${complement.en}`) };
    }
    case 4: {
      const n = random.int(1, 40);
      return { es: `Sin título (nº ${n})`, en: `Untitled (no. ${n})` };
    }
    case 5:
      return {
        es: `Estudio para ${article(noun) === 'el' ? 'un' : 'una'} ${noun.es}`,
        en: `Study for ${/^[aeiou]/.test(noun.en) ? 'an' : 'a'} ${noun.en}`,
      };
    case 6: {
      const roman = random.pick(ROMAN);
      return { es: `Serie ${capitalize(noun.es)}, ${roman}`, en: `${capitalize(noun.en)} series, ${roman}` };
    }
    case 7:
      return { es: capitalize(`${noun.es} y ${other.es}`), en: capitalize(`${noun.en} and ${other.en}`) };
    case 8:
      return {
        es: capitalize(`${article(noun)} ${noun.es} ${agree(adjective, noun)}`),
        en: capitalize(`the ${adjective.en} ${noun.en}`),
      };
    default: {
      const complement = random.pick(COMPLEMENTS);
      return {
        es: capitalize(`${noun.es} ${agree(adjective, noun)} ${complement.es}`),
        en: capitalize(`${adjective.en} ${noun.en} ${complement.en}`),
      };
    }
  }
}

export interface Technique {
  es: string;
  en: string;
  /** Slug of the technique trend tag it belongs to. */
  tag: string;
}

/** Techniques per discipline (0 painting, 1 photo, 2 sculpture, 3 paper). */
export const TECHNIQUES: readonly (readonly Technique[])[] = [
  [
    { es: 'Óleo sobre lienzo', en: 'Oil on canvas', tag: 'oleo' },
    { es: 'Óleo sobre lino', en: 'Oil on linen', tag: 'oleo' },
    { es: 'Óleo sobre tabla', en: 'Oil on panel', tag: 'oleo' },
    { es: 'Acrílico sobre lienzo', en: 'Acrylic on canvas', tag: 'acrilico' },
    { es: 'Acrílico sobre tabla', en: 'Acrylic on panel', tag: 'acrilico' },
    { es: 'Técnica mixta sobre lienzo', en: 'Mixed media on canvas', tag: 'tecnica-mixta' },
    { es: 'Temple al huevo sobre tabla', en: 'Egg tempera on panel', tag: 'temple' },
    { es: 'Esmalte sobre aluminio', en: 'Enamel on aluminium', tag: 'acrilico' },
    { es: 'Encáustica sobre madera', en: 'Encaustic on wood', tag: 'tecnica-mixta' },
  ],
  [
    { es: 'Fotografía en gelatina de plata', en: 'Gelatin silver print', tag: 'fotografia-analogica' },
    { es: 'Copia cromogénica', en: 'Chromogenic print', tag: 'fotografia-analogica' },
    {
      es: 'Impresión de pigmentos sobre papel de algodón',
      en: 'Pigment print on cotton paper',
      tag: 'fotografia-digital',
    },
    { es: 'Impresión giclée sobre papel baritado', en: 'Giclée print on baryta paper', tag: 'fotografia-digital' },
    { es: 'Platino-paladio', en: 'Platinum-palladium print', tag: 'fotografia-analogica' },
    { es: 'Cianotipia', en: 'Cyanotype', tag: 'fotografia-analogica' },
    { es: 'Impresión digital montada en Diasec', en: 'Digital print, Diasec mounted', tag: 'fotografia-digital' },
  ],
  [
    { es: 'Bronce', en: 'Bronze', tag: 'bronce' },
    { es: 'Bronce con pátina', en: 'Patinated bronze', tag: 'bronce' },
    { es: 'Mármol de Carrara', en: 'Carrara marble', tag: 'piedra' },
    { es: 'Alabastro', en: 'Alabaster', tag: 'piedra' },
    { es: 'Acero corten', en: 'Corten steel', tag: 'metal' },
    { es: 'Hierro forjado', en: 'Wrought iron', tag: 'metal' },
    { es: 'Cerámica esmaltada', en: 'Glazed ceramic', tag: 'ceramica' },
    { es: 'Gres y engobe', en: 'Stoneware and slip', tag: 'ceramica' },
    { es: 'Madera de nogal', en: 'Walnut wood', tag: 'madera' },
    { es: 'Resina y pigmento', en: 'Resin and pigment', tag: 'tecnica-mixta' },
    { es: 'Vidrio soplado', en: 'Blown glass', tag: 'tecnica-mixta' },
  ],
  [
    { es: 'Tinta sobre papel', en: 'Ink on paper', tag: 'dibujo' },
    { es: 'Acuarela sobre papel', en: 'Watercolour on paper', tag: 'acuarela' },
    { es: 'Grafito sobre papel', en: 'Graphite on paper', tag: 'dibujo' },
    { es: 'Carboncillo sobre papel', en: 'Charcoal on paper', tag: 'dibujo' },
    { es: 'Gouache sobre papel', en: 'Gouache on paper', tag: 'acuarela' },
    { es: 'Serigrafía', en: 'Screen print', tag: 'obra-grafica' },
    { es: 'Aguafuerte', en: 'Etching', tag: 'obra-grafica' },
    { es: 'Litografía', en: 'Lithograph', tag: 'obra-grafica' },
    { es: 'Xilografía', en: 'Woodcut', tag: 'obra-grafica' },
    { es: 'Collage sobre papel', en: 'Collage on paper', tag: 'collage' },
  ],
];
