/**
 * Letters of a text without accents, in lower case, to find options by what is typed ("espana" finds "España").
 * @example foldText('Émile Zoé') // 'emile zoe'
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
