/**
 * The documents of the data folder (the press room's PDFs): where a stored file is, for the HTTP route that serves it
 * (`apps/api/src/http/files.ts`), the back office's upload and the press items that name one.
 */
import path from 'node:path';
import { isValidFileName } from '@art/model';

/** The absolute path of a stored PDF, or null when the name is not one a file may have. */
export function storedFile(filesDir: string, name: string): string | null {
  if (!isValidFileName(name)) return null;
  const root = path.resolve(filesDir);
  const file = path.resolve(root, `${name}.pdf`);
  // The name pattern already excludes dots and separators; this guards the contract if the pattern ever widens.
  return path.dirname(file) === root ? file : null;
}
