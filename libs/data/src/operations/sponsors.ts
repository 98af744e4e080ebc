/** `Sponsors`: every sponsor, by level. */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, type ImageFields } from './fields';

/** A sponsor with its logo. */
export type SponsorFields = {
  id: string;
  name: string;
  /** main, official, collaborator or media. */
  level: string;
  url: string | null;
  position: number;
  logo: ImageFields | null;
};

/** Result of {@link SPONSORS_PAGE}. */
export type SponsorsPageData = { sponsors: SponsorFields[] };

/** Sponsors by level (main first), then by position. */
export const SPONSORS_PAGE = defineOperation<SponsorsPageData>(
  'SponsorsPage',
  `query SponsorsPage { sponsors { id name level url position logo { ${IMAGE_FIELDS} } } }`,
);
