import { NEWSLETTER_LINK_PARAMS, workInquiryState } from './forms';

describe('workInquiryState', () => {
  it.each([
    [null, 'Disponible', 'open'],
    [0, 'Disponible', 'open'],
    [1500, 'Disponible', 'priced'],
    [1500, 'Disponible (PRESUPUESTOS)', 'open'],
    [1500, 'Consulta Galería', 'open'],
    [null, 'Consulta Market', 'open'],
    [null, 'Vendida', 'unavailable'],
    [null, 'No disponible', 'unavailable'],
    [null, 'Desactivada', 'unavailable'],
  ] as const)('a work priced %j in state %j is %j', (price, workState, state) => {
    expect(workInquiryState({ price, workState })).toBe(state);
  });
});

it('names the newsletter link parameters apart in each language', () => {
  for (const params of Object.values(NEWSLETTER_LINK_PARAMS)) expect(params.confirm).not.toBe(params.unsubscribe);
});
