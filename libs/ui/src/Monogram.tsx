import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { fonts, fontWeights } from './theme';

/**
 * The tints a monogram is drawn on: calm grounds, each with a darker ink of its own hue. Every pair is at least
 * 4.5:1 (`Monogram.test.tsx` holds the proof), so the initials read as text does.
 */
export const MONOGRAM_TINTS: ReadonlyArray<{ readonly background: string; readonly ink: string }> = [
  { background: '#ece4d6', ink: '#4d3b22' }, // sand
  { background: '#dfe7dc', ink: '#2f4a2c' }, // sage
  { background: '#dbe4ee', ink: '#22405f' }, // mist
  { background: '#efdfdc', ink: '#6b2f25' }, // clay
  { background: '#e6e0ee', ink: '#46336a' }, // lilac
  { background: '#f1e7c9', ink: '#5a4407' }, // ochre
  { background: '#d8e8e6', ink: '#1f4a46' }, // teal
  { background: '#e9e6e1', ink: '#3b3833' }, // stone
];

/** Lower-case name particles that never give an initial unless they are all there is ("Vincent van Gogh" → "VG"). */
const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'i',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'du',
  'des',
  'van',
  'von',
  'der',
  'den',
  'ten',
  'ter',
  'le',
  'zu',
  'al',
  'bin',
  'ibn',
]);

/** The first letter (or digit) of a word with its accents, upper case: "Ángel" → "Á", "(Kiko)" → "K". */
function initialOf(word: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(word.normalize('NFC'))?.[0] ?? '';
  return letter.toLocaleUpperCase();
}

/**
 * The initials of a person's or a place's name: the first word and the next one that is not a particle, so a
 * Spanish name gives its first surname; one word gives one letter; nothing usable gives "".
 * @example monogramInitials('Lucía Núñez Ibáñez') // 'LN'
 * @example monogramInitials('María de la Cruz') // 'MC'
 */
export function monogramInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => initialOf(w) !== '');
  if (words.length === 0) return '';
  const [first, ...rest] = words as [string, ...string[]];
  const next = rest.find((w) => !PARTICLES.has(w.toLocaleLowerCase())) ?? rest[rest.length - 1];
  return initialOf(first) + (next ? initialOf(next) : '');
}

/** FNV-1a over the name's code points, accents and case aside: the same name gives the same number on any machine. */
function hashName(name: string): number {
  const key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The tint of a name, always the same one for the same name (whatever its accents or case).
 * @example monogramTint('Ana López') === monogramTint('ana lopez') // true
 */
export function monogramTint(name: string): (typeof MONOGRAM_TINTS)[number] {
  return MONOGRAM_TINTS[hashName(name) % MONOGRAM_TINTS.length] ?? (MONOGRAM_TINTS[0] as (typeof MONOGRAM_TINTS)[0]);
}

const box = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  overflow: 'hidden',
  // The letters scale with the box (a card's width, a 56 px thumbnail) through container units.
  containerType: 'inline-size',
  userSelect: 'none',
});

const letters = css({
  fontFamily: fonts.display,
  fontWeight: fontWeights.regular,
  fontSize: '38cqi',
  lineHeight: 1,
  letterSpacing: '-0.02em',
});

/** Props of `Monogram`. */
export interface MonogramProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The name the initials and the tint come from. */
  name: string;
  /**
   * What a screen reader hears: the name when the monogram stands alone (`role="img"`); leave it out where the name
   * is already written beside it (a card's heading), and the monogram is hidden from assistive technology.
   */
  label?: string;
  /** Width / height of the box; 1 (a square, as the portraits) by default. */
  aspectRatio?: number;
}

/**
 * An artist without a portrait (or anyone without a picture): their initials in the display face on a tint of their
 * own, in the box a portrait would fill, so grids stay aligned.
 * @example <Monogram name={artist.fullName} />
 */
export function Monogram({ name, label, aspectRatio = 1, style, ...rest }: MonogramProps) {
  const initials = monogramInitials(name);
  const tint = monogramTint(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span
      css={box}
      style={{ aspectRatio: String(aspectRatio), backgroundColor: tint.background, color: tint.ink, ...style }}
      data-monogram={initials}
      {...a11y}
      {...rest}
    >
      <span css={letters}>{initials}</span>
    </span>
  );
}
