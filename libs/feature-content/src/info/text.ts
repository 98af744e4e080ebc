/** Plain text as the API stores it: paragraphs separated by blank lines, lines by single line breaks. */

/** The paragraphs of a text, trimmed, without empty ones. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The lines of a text (opening hours, one day or range per line), trimmed, without empty ones. */
export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
