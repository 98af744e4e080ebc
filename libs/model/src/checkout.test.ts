import {
  CHECKOUT_ERRORS,
  CHECKOUT_LIMITS,
  checkCheckout,
  checkoutSchema,
  internationalPhone,
  normalizeCouponCode,
  type CheckoutInput,
} from './checkout';

const ADDRESS = {
  name: 'Ana',
  surname: 'López Ruiz',
  phone: '+34 600 000 000',
  route: 'Calle de Alcalá 42',
  floor: '3º B',
  postalCode: '28014',
  locality: 'Madrid',
  province: 'Madrid',
  countryCode: 'ES',
};

const ORDER: CheckoutInput = { shippingAddress: ADDRESS, acceptTerms: true };

/** The first problem of an order with `change` applied to its shipping address. */
const shippingProblem = (change: Record<string, unknown>) =>
  checkCheckout({ ...ORDER, shippingAddress: { ...ADDRESS, ...change } });

describe('the checkout schema (browser and API)', () => {
  it('accepts a complete order, cleans its texts and fills the defaults', () => {
    const checked = checkCheckout({
      ...ORDER,
      shippingAddress: { ...ADDRESS, name: '  Ana\u0000  María ', countryCode: ' es ', aditionalInfo: '   ' },
      observations: ' Llamar antes.\r\nGracias ',
      couponCode: ' bienvenida10 ',
    });
    expect(checked).toEqual({
      ok: true,
      order: {
        shippingAddress: {
          ...ADDRESS,
          name: 'Ana María',
          phone: '+34 600 00 00 00',
          aditionalInfo: null,
          fiscalName: null,
          fiscalDocument: null,
          CACode: null,
        },
        billingAddress: null,
        clientType: 'particular',
        observations: 'Llamar antes.\nGracias',
        couponCode: 'BIENVENIDA10',
        acceptTerms: true,
        lang: 'es',
      },
    });
    expect(checkoutSchema.safeParse(ORDER).success).toBe(true);
  });

  it('answers the first problem in the order of the form, with its field and limit', () => {
    expect(shippingProblem({ name: '', postalCode: '' })).toEqual({
      ok: false,
      field: 'shippingAddress.name',
      message: 'checkout.errors.nameRequired',
      params: { max: 100 },
    });
    expect(shippingProblem({ postalCode: '280<14', locality: '' })).toMatchObject({
      field: 'shippingAddress.postalCode',
      message: 'checkout.errors.postalCodeInvalid',
      params: { max: 12 },
    });
    expect(checkCheckout({ ...ORDER, acceptTerms: false, observations: 'x'.repeat(2000) })).toMatchObject({
      field: 'observations',
      message: 'checkout.errors.observationsInvalid',
    });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'shippingAddress.name', 'nameInvalid'],
    [{ name: '<b>Ana</b>' }, 'shippingAddress.name', 'nameInvalid'],
    [{ surname: '   ' }, 'shippingAddress.surname', 'surnameRequired'],
    [{ surname: 'López>' }, 'shippingAddress.surname', 'surnameInvalid'],
    [{ phone: '' }, 'shippingAddress.phone', 'phoneRequired'],
    [{ phone: '12' }, 'shippingAddress.phone', 'phoneInvalid'],
    [{ phone: 'call me' }, 'shippingAddress.phone', 'phoneInvalid'],
    [{ phone: "600' OR 1=1" }, 'shippingAddress.phone', 'phoneInvalid'],
    [{ phone: '+34 600 000 000 000 000 000 000 000' }, 'shippingAddress.phone', 'phoneInvalid'],
    [{ route: '' }, 'shippingAddress.route', 'routeRequired'],
    [{ route: 'x'.repeat(201) }, 'shippingAddress.route', 'routeInvalid'],
    [{ floor: 'x'.repeat(201) }, 'shippingAddress.floor', 'floorInvalid'],
    [{ postalCode: '' }, 'shippingAddress.postalCode', 'postalCodeRequired'],
    [{ postalCode: '1234567890123' }, 'shippingAddress.postalCode', 'postalCodeInvalid'],
    [{ postalCode: '-28014' }, 'shippingAddress.postalCode', 'postalCodeInvalid'],
    [{ locality: '' }, 'shippingAddress.locality', 'localityRequired'],
    [{ province: 'x'.repeat(101) }, 'shippingAddress.province', 'provinceInvalid'],
    [{ countryCode: '' }, 'shippingAddress.countryCode', 'countryRequired'],
    [{ countryCode: 'España' }, 'shippingAddress.countryCode', 'countryInvalid'],
    [{ aditionalInfo: '<script>alert(1)</script>' }, 'shippingAddress.aditionalInfo', 'aditionalInfoInvalid'],
    [{ fiscalDocument: 'x'.repeat(31) }, 'shippingAddress.fiscalDocument', 'fiscalDocumentInvalid'],
    [{ CACode: 'x'.repeat(11) }, 'shippingAddress.CACode', 'CACodeInvalid'],
  ])('refuses %j at %s with %s', (change, field, name) => {
    expect(shippingProblem(change)).toMatchObject({ ok: false, field, message: `checkout.errors.${name}` });
  });

  it('accepts lengths at their limits and postal codes with letters, spaces and hyphens', () => {
    expect(shippingProblem({ name: 'x'.repeat(100), route: 'x'.repeat(200), postalCode: 'SW1A 1AA' }).ok).toBe(true);
    expect(shippingProblem({ postalCode: '1000-001', countryCode: 'PT', phone: '+351 912 345 678' }).ok).toBe(true);
    // Characters are counted as people count them: an accented name of 100 letters fits.
    expect(shippingProblem({ name: 'é'.repeat(100) }).ok).toBe(true);
  });

  it('reads a phone without prefix for the address country, and leaves it in international format', () => {
    expect(internationalPhone('600 000 000', 'ES')).toBe('+34 600 00 00 00');
    expect(internationalPhone('+33 6 12 34 56 78', 'ES')).toBe('+33 6 12 34 56 78');
    expect(internationalPhone('600 000 000', 'XX')).toBeNull();
    expect(internationalPhone('600 000 000', 'US')).toBeNull();
    expect(internationalPhone('06 12 34 56 78', 'FR')).toBe('+33 6 12 34 56 78');
    expect(shippingProblem({ phone: '600 000 000' })).toMatchObject({ ok: true });
  });

  it('uses the shipping address for billing when none is given, and checks a billing address like it', () => {
    expect(checkCheckout({ ...ORDER, billingAddress: null })).toMatchObject({
      ok: true,
      order: { billingAddress: null },
    });
    expect(checkCheckout({ ...ORDER, billingAddress: { ...ADDRESS, route: '' } })).toMatchObject({
      field: 'billingAddress.route',
      message: 'checkout.errors.routeRequired',
    });
  });

  it('needs the fiscal name and tax id of a company, on the address the invoice goes to', () => {
    expect(checkCheckout({ ...ORDER, clientType: 'empresa' })).toMatchObject({
      field: 'shippingAddress.fiscalName',
      message: 'checkout.errors.fiscalNameRequired',
    });
    expect(
      checkCheckout({
        ...ORDER,
        clientType: 'empresa',
        billingAddress: { ...ADDRESS, fiscalName: 'Galería Ejemplo SL' },
      }),
    ).toMatchObject({
      field: 'billingAddress.fiscalDocument',
      message: 'checkout.errors.fiscalDocumentRequired',
    });
    const company = { ...ADDRESS, fiscalName: 'Galería Ejemplo SL', fiscalDocument: 'B12345678' };
    expect(checkCheckout({ ...ORDER, clientType: 'empresa', billingAddress: company })).toMatchObject({
      ok: true,
      order: { clientType: 'empresa' },
    });
    expect(checkCheckout({ ...ORDER, clientType: 'company' })).toMatchObject({
      field: 'clientType',
      message: 'checkout.errors.clientTypeInvalid',
    });
  });

  it('needs the terms accepted, with true and nothing else', () => {
    for (const acceptTerms of [false, 'true', 1, null, undefined]) {
      expect(checkCheckout({ ...ORDER, acceptTerms })).toMatchObject({
        field: 'acceptTerms',
        message: 'checkout.errors.termsRequired',
      });
    }
  });

  it('takes es or en as the language, es otherwise', () => {
    expect(checkCheckout({ ...ORDER, lang: 'en' })).toMatchObject({ order: { lang: 'en' } });
    expect(checkCheckout({ ...ORDER, lang: 'fr' })).toMatchObject({ order: { lang: 'es' } });
  });

  it('normalises discount codes and refuses a code over 40 characters', () => {
    expect(normalizeCouponCode('  feria50 ')).toBe('FERIA50');
    expect(normalizeCouponCode('   ')).toBeNull();
    expect(normalizeCouponCode(null)).toBeNull();
    expect(checkCheckout({ ...ORDER, couponCode: 'X'.repeat(CHECKOUT_LIMITS.couponCode + 1) })).toMatchObject({
      field: 'couponCode',
      message: 'checkout.errors.couponCodeInvalid',
      params: { max: 40 },
    });
  });

  it('answers a message of its own for values no form sends', () => {
    for (const input of [null, 'order', 42, [], { acceptTerms: true }, { ...ORDER, shippingAddress: 'Madrid' }]) {
      const checked = checkCheckout(input);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(CHECKOUT_ERRORS.map((name) => `checkout.errors.${name}`)).toContain(checked.message);
    }
  });
});
