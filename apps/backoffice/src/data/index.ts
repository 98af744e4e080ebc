/**
 * The back office's resources and their data (react-admin's names → their handler). A new resource adds its file here
 * (see `artists.ts`) and one line below; `../data-provider.ts` needs no change.
 */
import { artists } from './artists';
import { audit } from './audit';
import { galleries } from './galleries';
import { users } from './users';
import { catalogs, tags } from './vocabularies';
import { works } from './works';
import type { ResourceHandler } from './resource';

export const HANDLERS = {
  works,
  artists,
  galleries,
  users,
  audit,
  catalogs,
  tags,
} as const satisfies Record<string, ResourceHandler>;

/** The resources of the back office (react-admin's names). */
export type ResourceName = keyof typeof HANDLERS;

export { artistInput } from './artists';
export { galleryInput } from './galleries';
export { workInput, worksFilter } from './works';
export { NOT_SUPPORTED, type ResourceHandler } from './resource';
