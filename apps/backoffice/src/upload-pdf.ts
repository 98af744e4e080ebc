/**
 * PDF upload (the press kit, press releases): the file's bytes as the body of `POST /api/admin/files`, answered with
 * the stored document's key and public address (`201`), or a translated `{ error }` (`4xx`). The API tells a PDF by
 * its bytes; the checks here only spare a useless upload.
 */
import { HttpError } from 'ra-core';

/** The type the API reads. */
export const PDF_TYPE = 'application/pdf';
/** The largest document the API keeps, in bytes (`FILE_UPLOAD_MAX_BYTES` of the API). */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

/** An uploaded document as the forms keep it. */
export interface UploadedPdf {
  key: string;
  url: string;
}

/** Whether a chosen file looks like a PDF (its type, or its name when the browser gives no type). */
export function looksLikePdf(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type === PDF_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));
}

export async function uploadPdf(file: Blob, lang: string, send: typeof fetch = globalThis.fetch): Promise<UploadedPdf> {
  const response = await send('/api/admin/files', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': PDF_TYPE, 'accept-language': lang },
    body: file,
  });
  let body: Partial<UploadedPdf> & { error?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  if (!response.ok || typeof body.key !== 'string' || typeof body.url !== 'string') {
    throw new HttpError(body.error ?? 'ra.notification.http_error', response.status, { code: 'UPLOAD' });
  }
  return { key: body.key, url: body.url };
}
