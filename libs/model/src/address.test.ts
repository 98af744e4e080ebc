import { PROVINCE_COUNTRIES, provinceRequired } from './address';
import { addressForm } from './account-forms';
import { checkCheckout } from './checkout';
import { checkForm } from './form-zod';

const SAVED = { route: 'Rue de Rivoli 10', postalCode: '75001', locality: 'Paris', countryCode: 'FR' };
const ORDER_ADDRESS = {
  name: 'Ana',
  surname: 'López',
  phone: '+33 1 42 00 00 00',
  route: 'Rue de Rivoli 10',
  postalCode: '75001',
  locality: 'Paris',
  countryCode: 'FR',
};

describe('the province of an address', () => {
  it('is needed where the country has provinces, states or regions, and nowhere else', () => {
    expect(['ES', 'IT', 'US', 'CA', 'MX', 'BR', 'AU', 'JP'].every(provinceRequired)).toBe(true);
    expect(['FR', 'DE', 'PT', 'GB', 'NL', 'BE', 'CH', 'IS', 'AD', 'MC', 'SG'].some(provinceRequired)).toBe(false);
    expect(provinceRequired(' es ')).toBe(true);
    expect(provinceRequired('fr')).toBe(false);
    // No country yet (or not a code): asked for, until the country says otherwise.
    expect(provinceRequired('')).toBe(true);
    expect(provinceRequired(undefined)).toBe(true);
    expect(provinceRequired('Spain')).toBe(true);
    expect([...PROVINCE_COUNTRIES].every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it("is optional in a saved address (billing page and API) for a country without provinces, '' when blank", () => {
    expect(checkForm(addressForm, { ...SAVED, province: '  ' })).toMatchObject({ ok: true, value: { province: '' } });
    expect(checkForm(addressForm, SAVED)).toMatchObject({ ok: true, value: { province: '' } });
    expect(checkForm(addressForm, { ...SAVED, province: 'Île-de-France' })).toMatchObject({
      ok: true,
      value: { province: 'Île-de-France' },
    });
    expect(checkForm(addressForm, { ...SAVED, countryCode: 'ES', province: '' })).toMatchObject({
      ok: false,
      field: 'province',
      code: 'addressProvinceRequired',
      message: 'requerido',
    });
    // Markup and length are refused whatever the country.
    expect(checkForm(addressForm, { ...SAVED, province: '<b>' })).toMatchObject({
      ok: false,
      field: 'province',
      code: 'addressProvinceInvalid',
    });
  });

  it("is optional in the checkout's addresses for a country without provinces, required in Spain", () => {
    const order = (address: Record<string, unknown>) => checkCheckout({ shippingAddress: address, acceptTerms: true });
    const checked = order(ORDER_ADDRESS);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.order.shippingAddress.province).toBe('');
    expect(order({ ...ORDER_ADDRESS, province: 'Paris' })).toMatchObject({ ok: true });
    expect(order({ ...ORDER_ADDRESS, countryCode: 'ES', phone: '600 000 000', province: ' ' })).toMatchObject({
      ok: false,
      field: 'shippingAddress.province',
      message: 'checkout.errors.provinceRequired',
    });
    expect(order({ ...ORDER_ADDRESS, province: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      field: 'shippingAddress.province',
      message: 'checkout.errors.provinceInvalid',
    });
  });
});
