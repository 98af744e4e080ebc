/**
 * Files the API serves from its data folder (the press room's PDFs): a flat name of lowercase letters, digits and
 * hyphens, not starting with a hyphen, and the `.pdf` extension.
 */
export const STORED_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,120}$/;

/** Whether `name` (without its extension) may name a stored file. */
export function isValidFileName(name: unknown): name is string {
  return typeof name === 'string' && STORED_FILE_NAME.test(name);
}

/**
 * Public path of a stored PDF, served by the API.
 * @example filePath('dosier-de-prensa-2025') // '/api/files/dosier-de-prensa-2025.pdf'
 */
export function filePath(name: string): string {
  return `/api/files/${name}.pdf`;
}
