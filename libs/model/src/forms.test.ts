import { NEWSLETTER_LINK_PARAMS, isValidPhone, workInquiryState } from './forms';

describe('isValidPhone', () => {
  it.each(['600112233', '+34 600 11 22 33', '91 000 25 25', '+' + '6'.repeat(19)])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['', ' ', '+', '++34 600', '600-112-233', '600 CALL', '<b>600</b>', '6'.repeat(21), ' 600'])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

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
