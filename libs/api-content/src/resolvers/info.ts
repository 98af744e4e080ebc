import { centsToEuros, pick } from '@art/model';
import type { Resolvers } from '../generated/resolvers-types';
import { listFairPhotos, listTicketTypes } from '../services/info';

/** Queries and types of the fair's visitor pages: ticket types and photographs of an edition. */
export const infoResolvers: Resolvers = {
  Query: {
    ticketTypes: (_, { catalogPrefix }, { db, lang, config }) =>
      listTicketTypes(db, lang, config.currentCatalogPrefix, catalogPrefix),
    fairPhotos: (_, { catalogPrefix }, { db, lang, config }) =>
      listFairPhotos(db, lang, config.currentCatalogPrefix, catalogPrefix),
  },
  TicketType: {
    id: (row) => String(row.id),
    name: (row, _, { lang }) => pick(lang, row.nameEs, row.nameEn),
    description: (row, _, { lang }) => pick(lang, row.descriptionEs, row.descriptionEn),
    price: (row) => centsToEuros(row.priceCents),
  },
  FairPhoto: {
    id: (row) => String(row.id),
    caption: (row, _, { lang }) => pick(lang, row.captionEs, row.captionEn),
  },
};
