/** Turning a visitor's plain-text message into the HTML the contact mail carries. */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes a plain-text message for HTML (`&`, `<`, `>`, `"`, `'`) and turns each line break (`\r\n`, `\n` or `\r`)
 * into a `<br>` tag, the only markup in the result. Text that looks escaped already is escaped again: the visitor
 * typed those characters.
 *
 * @example
 * messageToHtml('Hola\n<b>Ana</b>'); // 'Hola<br>&lt;b&gt;Ana&lt;/b&gt;'
 */
export function messageToHtml(text: string): string {
  return String(text ?? '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
    .replace(/\r\n|\r|\n/g, '<br>');
}
