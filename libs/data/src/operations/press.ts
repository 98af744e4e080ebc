/** `Prensa`: press releases, kits and images, and the press office's contacts. */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, type ImageFields } from './fields';

/** A press release, kit or image. */
export type PressItemFields = {
  id: string;
  /** release, kit or image. */
  kind: string;
  title: string;
  summary: string;
  /** ISO 8601 date. */
  publishedOn: string;
  fileUrl: string | null;
  image: ImageFields | null;
};

/** Someone of the press office. */
export type PressContactFields = {
  id: string;
  name: string;
  role: string;
  email: string;
  phone: string | null;
  position: number;
};

/** Result of {@link PRESS_PAGE}. */
export type PressPageData = { pressItems: PressItemFields[]; pressContacts: PressContactFields[] };

/** Every press item, newest first, and the press contacts in their order. */
export const PRESS_PAGE = defineOperation<PressPageData>(
  'PressPage',
  `query PressPage {
  pressItems { id kind title summary publishedOn fileUrl image { ${IMAGE_FIELDS} } }
  pressContacts { id name role email phone position }
}`,
);
