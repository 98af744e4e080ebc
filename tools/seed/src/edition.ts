/** What the current edition offers its visitors beyond the catalogue: ticket types and prices, and photographs. */
import type * as schema from '@art/db';
import { fairPhotoSvg, hashSeed } from './art';
import { FAIR_PHOTOS, TICKET_TYPES } from './content/visit';
import {
  COVER_PALETTES,
  CURRENT_EDITION,
  WORK_IMAGE_SIDE,
  hexOf,
  must,
  type ImageJob,
  type Insert,
  type WithPictures,
} from './shared';

/** The fair's photographs: landscape 3:2 at the `big` size, like a camera's frame. */
const PHOTO_WIDTH = WORK_IMAGE_SIDE;
const PHOTO_HEIGHT = Math.round((WORK_IMAGE_SIDE * 2) / 3);

/** The current edition's rows beyond the catalogue. */
export interface EditionData {
  /** Ticket types and prices of the current edition. */
  ticketTypes: Insert<typeof schema.ticketTypes>[];
  /** Photographs of the current edition, for the photo view. */
  fairPhotos: Insert<typeof schema.fairPhotos>[];
}

/** The current edition's ticket types and its photographs, with the pictures to draw. */
export function buildEdition(): WithPictures<EditionData> {
  const jobs: ImageJob[] = [];
  const ticketTypes: Insert<typeof schema.ticketTypes>[] = TICKET_TYPES.map((ticket, i) => ({
    id: i + 1,
    catalogPrefix: CURRENT_EDITION,
    ...ticket,
    position: i + 1,
  }));
  const fairPhotos: Insert<typeof schema.fairPhotos>[] = FAIR_PHOTOS.map((p, i) => {
    const key = `fair-photo/${CURRENT_EDITION.toLowerCase()}-${String(i + 1).padStart(2, '0')}`;
    const palette = must(COVER_PALETTES[(i * 3) % COVER_PALETTES.length], 'palette').map(hexOf);
    jobs.push({
      key,
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      svg: () =>
        fairPhotoSvg({ seed: hashSeed(key), palette, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, visitors: p.visitors }),
    });
    return {
      id: i + 1,
      catalogPrefix: CURRENT_EDITION,
      captionEs: p.captionEs,
      captionEn: p.captionEn,
      credit: p.credit,
      image: { key, width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
      position: i + 1,
    };
  });
  return { ticketTypes, fairPhotos, imageJobs: jobs };
}
