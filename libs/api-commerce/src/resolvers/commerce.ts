import { centsToEuros, pick } from '@art/model';
import type { Resolvers } from '../generated/resolvers-types';
import { listCountries, listShippingCosts } from '../services/commerce';

/** Reference data of the checkout: countries and shipping costs (stored in cents, answered in euros). */
export const commerceResolvers: Resolvers = {
  Query: {
    getShippingCosts: (_, __, { db }) => listShippingCosts(db),
    countries: (_, __, { db, lang }) => listCountries(db, lang),
  },
  ShippingCost: {
    id: (row) => String(row.id),
    lessThan200: (row) => centsToEuros(row.lessThan200),
    lessThan400: (row) => centsToEuros(row.lessThan400),
    lessThan600: (row) => centsToEuros(row.lessThan600),
    lessThan900: (row) => centsToEuros(row.lessThan900),
    moreThan900: (row) => centsToEuros(row.moreThan900),
  },
  Country: {
    name: (row, _, { lang }) => pick(lang, row.nameEs, row.nameEn),
    dial_code: (row) => row.dialCode,
  },
};
