import type { Resolvers } from '../generated/resolvers-types';
import { listDisciplines } from '../services/disciplines';

/** The disciplines of a catalogue with their covers ("explore by discipline"). */
export const disciplinesResolvers: Resolvers = {
  Query: {
    disciplines: (_, { catalogPrefix }, { db, lang, config }) =>
      listDisciplines(db, lang, config.currentCatalogPrefix, catalogPrefix),
  },
};
