import { PressPageDocument, type PressContactFields, type PressItemFields } from '../documents';
import type { PageContext, PageResult } from '@art/site';

export interface PressPageData {
  /** Press releases, newest first. */
  releases: PressItemFields[];
  /** Press kits, newest first. */
  kits: PressItemFields[];
  /** Press images, newest first. */
  images: PressItemFields[];
  contacts: PressContactFields[];
}

/** What a press item's download link fetches: its own file, else its image at the original size. */
export interface PressDownload {
  href: string;
  kind: 'file' | 'image';
  /** The file's format as its name says (`PDF`), empty when it does not say. */
  format: string;
}

/** The original (largest) size of an image, in JPEG: what a journalist downloads. */
function originalOf(image: NonNullable<PressItemFields['image']>): string {
  return image.sizes.find((s) => s.size === 0)?.url ?? image.url;
}

/**
 * The download of a press item: its file when it has one (an `http(s)` or site address), else its image at the
 * original size; null when it has neither.
 * @example pressDownload({ fileUrl: 'https://x/dosier.pdf', … }) // { href: 'https://x/dosier.pdf', kind: 'file', format: 'PDF' }
 */
export function pressDownload(item: Pick<PressItemFields, 'fileUrl' | 'image'>): PressDownload | null {
  const file = item.fileUrl?.trim();
  if (file && /^(https?:\/\/|\/(?!\/))/i.test(file)) {
    const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(file)?.[1];
    return { href: file, kind: 'file', format: extension ? extension.toUpperCase() : '' };
  }
  if (item.image) return { href: originalOf(item.image), kind: 'image', format: 'JPG' };
  return null;
}

/** The press room: releases, kits and images (each newest first, as the API gives them) and the press contacts. */
export async function loadPressPage(page: PageContext): Promise<PageResult<PressPageData>> {
  const { pressItems, pressContacts } = await page.query(PressPageDocument, {});
  const of = (kind: string) => pressItems.filter((item) => item.kind === kind);
  return { data: { releases: of('release'), kits: of('kit'), images: of('image'), contacts: pressContacts } };
}
