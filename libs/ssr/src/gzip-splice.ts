/**
 * Gzip of a kept page with a different nonce each answer, without compressing the page again (decision 024): the HTML
 * is compressed once in pieces split at the nonce it was rendered with, and each answer splices its own nonce between
 * them in a stored (uncompressed) block, computing the gzip trailer's CRC and size over what it sends.
 */
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page compressed once: its HTML split at the nonce it was rendered with, each piece deflated on its own and
 * ended by a full flush (byte-aligned, not final, referring to nothing outside itself), so that an answer with another
 * nonce joins the pieces around it in a stored block instead of compressing 190 KB again (gzip was most of the cost of
 * a hit). The pieces as they are too, for the answer's CRC.
 */
export interface GzipPieces {
  raw: Buffer[];
  deflated: Buffer[];
}

/** The pieces of `html` around each occurrence of `nonce` (the whole page when there is none), deflated for {@link joinGzip}. */
export function gzipPieces(html: string, nonce: string | null): GzipPieces {
  const raw = (nonce ? html.split(nonce) : [html]).map((piece) => Buffer.from(piece));
  return { raw, deflated: raw.map((piece) => deflateRawSync(piece, { finishFlush: zlib.Z_FULL_FLUSH })) };
}

/** RFC 1952: deflate, no name nor time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** RFC 1951: an empty stored block marked final, after a byte-aligned flush. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** The gzip member of the kept page with `nonce` between its pieces (a nonce is far below a stored block's 64 KiB). */
export function joinGzip(pieces: GzipPieces, nonce: string): Uint8Array<ArrayBuffer> {
  const joint = Buffer.from(nonce);
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(joint.length, 1);
  stored.writeUInt16LE(~joint.length & 0xffff, 3);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  // Node's crc32 answers 0 for a buffer over an empty ArrayBuffer (a nonce at the very end leaves such a piece): an
  // empty piece leaves the CRC as it is anyway.
  const add = (bytes: Buffer) => {
    if (bytes.length > 0) crc = crc32(bytes, crc);
    size += bytes.length;
  };
  pieces.deflated.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored, joint);
      add(joint);
    }
    parts.push(piece);
    add(pieces.raw[i]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  // A copy in a plain ArrayBuffer, as a Response body takes it.
  return new Uint8Array(Buffer.concat(parts));
}

/** Whether an `Accept-Encoding` header takes gzip (named, without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';');
    return coding?.trim().toLowerCase() === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/i.test(param));
  });
}
