import { AccountError, accountOutcome } from './account-outcome';

describe('accountOutcome (§8: login and sign-up answers)', () => {
  it('gives an OK result as it is', () => {
    const result = { OK: true, error: null, token: 't' };
    expect(accountOutcome(result)).toBe(result);
  });

  it("raises the API's text when OK is false with an error", () => {
    expect(() => accountOutcome({ OK: false, error: 'El correo o la contraseña no son correctos.' })).toThrow(
      new AccountError('El correo o la contraseña no son correctos.'),
    );
  });

  it('answers false when OK is false without a text (blank counts as none)', () => {
    expect(accountOutcome({ OK: false, error: null })).toBe(false);
    expect(accountOutcome({ OK: false, error: '   ' })).toBe(false);
  });
});
