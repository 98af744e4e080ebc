import { canBeBoughtOnline, isForSaleNow, WORK_STATES } from '@art/model';
import { WORK_OFFERS, workOfferOn, workSituation, type WorkOfferFacts } from './work-offer';

const work = (change: Partial<WorkOfferFacts>): WorkOfferFacts => ({
  workState: 'Disponible',
  price: 1500,
  buyable: true,
  catalogs: ['AM25', 'MARKET'],
  ...change,
});

describe('the work page’s offer (issue 18)', () => {
  it.each([
    [work({}), 'buyable'],
    [work({ catalogs: ['AM25'] }), 'buyable-fair-only'],
    [work({ buyable: false }), 'reserved'],
    [work({ price: null, buyable: false }), 'no-price'],
    [work({ price: 0, buyable: false }), 'no-price'],
    [work({ workState: 'Disponible (PRESUPUESTOS)', price: null, buyable: false }), 'quote'],
    [work({ workState: 'Consulta Galería', price: null, buyable: false }), 'ask-gallery'],
    [work({ workState: 'Consulta Market', price: null, buyable: false }), 'ask-market'],
    [work({ workState: 'No disponible', buyable: false }), 'unavailable'],
    [work({ workState: 'Desactivada', buyable: false }), 'unavailable'],
    [work({ workState: 'Vendida', buyable: false }), 'sold'],
  ] as const)('%j is %s', (facts, situation) => {
    expect(workSituation(facts)).toBe(situation);
  });

  it('offers one action per state on each site, on the site itself but for buying a fair work in the Market', () => {
    const on = (facts: Partial<WorkOfferFacts>, site: 'fair' | 'shop') => workOfferOn(work(facts), site).action;
    expect(on({}, 'fair')).toEqual({ kind: 'buy-in-market', target: 'shop-work' });
    expect(on({}, 'shop')).toEqual({ kind: 'add-to-cart', target: 'cart' });
    expect(on({ catalogs: ['AM25'] }, 'fair')).toEqual({ kind: 'contact-gallery', target: 'gallery-contact' });
    const asked = { price: null, buyable: false };
    expect(on(asked, 'fair')).toEqual({ kind: 'ask-price', target: 'work-inquiry' });
    expect(on(asked, 'shop')).toEqual({ kind: 'ask-price', target: 'gallery-contact' });
    for (const [workState, kind] of [
      ['Disponible (PRESUPUESTOS)', 'quote'],
      ['Consulta Galería', 'ask-gallery'],
    ] as const) {
      expect(on({ ...asked, workState }, 'fair')).toEqual({ kind, target: 'work-inquiry' });
      expect(on({ ...asked, workState }, 'shop')).toEqual({ kind, target: 'gallery-contact' });
    }
    // "Consulta Market" is answered by the organisers: the fair's inquiry page, the shop's own footer form.
    expect(on({ ...asked, workState: 'Consulta Market' }, 'fair')).toEqual({
      kind: 'ask-market',
      target: 'work-inquiry',
    });
    expect(on({ ...asked, workState: 'Consulta Market' }, 'shop')).toEqual({
      kind: 'ask-market',
      target: 'footer-contact',
    });
    for (const site of ['fair', 'shop'] as const) {
      expect(on({ workState: 'Vendida', buyable: false }, site)).toBeNull();
      expect(on({ workState: 'No disponible', buyable: false }, site)).toBeNull();
      expect(on({ buyable: false }, site)).toBeNull();
    }
  });

  it('shows a price only where the work can be bought, and says why there is no action', () => {
    for (const [situation, row] of Object.entries(WORK_OFFERS)) {
      const buyable = ['buyable', 'buyable-fair-only', 'reserved'].includes(situation);
      expect({ situation, price: row.price === 'amount' }).toEqual({ situation, price: buyable });
      const noAction = row.action.fair === null;
      expect({ situation, reason: row.reason !== null }).toEqual({ situation, reason: noAction });
      // An action's target never leaves the site, but the fair's way to buy in the Market.
      for (const site of ['fair', 'shop'] as const) {
        const action = row.action[site];
        if (action?.target === 'shop-work') expect(site).toBe('fair');
        if (site === 'shop') expect(action?.target).not.toBe('work-inquiry');
      }
    }
  });

  it('is "buyable" exactly for the works that can be bought online, the works lists\' "available to buy"', () => {
    for (const workState of WORK_STATES)
      for (const price of [null, 0, 1500])
        for (const held of [false, true])
          for (const catalogs of [['AM25'], ['MARKET'], ['AM25', 'MARKET']]) {
            // `buyable` as the API gives it: for sale now.
            const facts = { workState, price, catalogs, buyable: isForSaleNow({ workState, price, held }) };
            expect({ facts, held, buyable: workSituation(facts) === 'buyable' }).toEqual({
              facts,
              held,
              buyable: canBeBoughtOnline({ workState, price, held, catalogs }),
            });
          }
  });
});
