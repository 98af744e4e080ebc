import { WORK_STATES } from './catalogue';
import {
  canBeBoughtOnline,
  FOR_SALE_WORK_STATE,
  hasSalePrice,
  isForSaleNow,
  isSold,
  stateShownInsteadOfPrice,
  isSoldOnline,
  SOLD_WORK_STATE,
} from './work-sale';

describe('which works can be bought', () => {
  const work = { workState: 'Disponible', price: 1200, held: false, catalogs: ['MARKET'] };

  it('a price of 0, or none, is no price', () => {
    expect([
      hasSalePrice(1200),
      hasSalePrice(0.5),
      hasSalePrice(0),
      hasSalePrice(null),
      hasSalePrice(undefined),
    ]).toEqual([true, true, false, false, false]);
  });

  it('is for sale now only Disponible, with a price, and not held', () => {
    expect(isForSaleNow(work)).toBe(true);
    for (const state of WORK_STATES.filter((s) => s !== FOR_SALE_WORK_STATE))
      expect({ state, forSale: isForSaleNow({ ...work, workState: state }) }).toEqual({ state, forSale: false });
    expect(isForSaleNow({ ...work, price: null })).toBe(false);
    expect(isForSaleNow({ ...work, price: 0 })).toBe(false);
    expect(isForSaleNow({ ...work, held: true })).toBe(false);
  });

  it('can be bought online when for sale now and in the Market, whatever other catalogues it is in', () => {
    expect(canBeBoughtOnline(work)).toBe(true);
    expect(canBeBoughtOnline({ ...work, catalogs: ['AM25', 'MARKET'] })).toBe(true);
    expect(canBeBoughtOnline({ ...work, catalogs: ['AM25'] })).toBe(false);
    expect(canBeBoughtOnline({ ...work, catalogs: [] })).toBe(false);
    expect(canBeBoughtOnline({ ...work, held: true })).toBe(false);
    expect(canBeBoughtOnline({ ...work, workState: SOLD_WORK_STATE })).toBe(false);
    expect(isSoldOnline(['AM25'])).toBe(false);
  });

  it('knows a sold work by its state alone', () => {
    expect(WORK_STATES.filter(isSold)).toEqual(['Vendida']);
  });

  it('labels sold and unavailable cards instead of pricing them, and prices or asks for the others', () => {
    expect(WORK_STATES.filter((state) => stateShownInsteadOfPrice(state) === state)).toEqual([
      'No disponible',
      'Vendida',
    ]);
    expect(WORK_STATES.filter((state) => stateShownInsteadOfPrice(state) === null)).toHaveLength(
      WORK_STATES.length - 2,
    );
  });
});
