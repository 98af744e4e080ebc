import {
  decodeMerchantParameters,
  encodeMerchantParameters,
  isAuthorised,
  isRedsysOrderNumber,
  newRedsysOrderNumber,
  orderKey,
  sameNumber,
  signParameters,
  verifySignature,
} from './redsys';

/** The vectors of `../shared/redsys-test-vectors.md`, exactly. */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const REQUEST_JSON =
  '{"DS_MERCHANT_TRANSACTIONTYPE":"0","DS_MERCHANT_ORDER":"0726qI3H7sZx","DS_MERCHANT_MERCHANTCODE":"999008881","DS_MERCHANT_TERMINAL":"1","DS_MERCHANT_AMOUNT":"4999","DS_MERCHANT_CURRENCY":"978","DS_MERCHANT_MERCHANTURL":"http://www.prueba.com/urlNotificacion.php","DS_MERCHANT_URLOK":"http://www.prueba.com/urlOK.php","DS_MERCHANT_URLKO":"http://www.prueba.com/urlKO.php"}';
const REQUEST = JSON.parse(REQUEST_JSON) as Record<string, string>;
const PARAMS =
  'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';
const SIGNATURE = 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=';

describe('the Redsys protocol (HMAC_SHA256_V1)', () => {
  it('encrypts an order number with 3DES-EDE3-CBC under the merchant key, as the vectors say', () => {
    expect(orderKey(KEY, '012345678').toString('base64')).toBe('ub0/L8+E9+9ITQJwk3SvHA==');
    expect(orderKey(KEY, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
  });

  it('encodes the request fields to the vector Ds_MerchantParameters, keys in their order', () => {
    expect(encodeMerchantParameters(REQUEST)).toBe(PARAMS);
    expect(Buffer.from(PARAMS, 'base64').toString('utf8')).toBe(REQUEST_JSON);
  });

  it('signs the parameters to the vector Ds_Signature', () => {
    expect(signParameters(KEY, '0726qI3H7sZx', PARAMS)).toBe(SIGNATURE);
  });

  it('decodes parameters in base64 and base64url, and refuses what is not a JSON object', () => {
    expect(decodeMerchantParameters(PARAMS)).toEqual(REQUEST);
    const url = PARAMS.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeMerchantParameters(url)).toEqual(REQUEST);
    expect(decodeMerchantParameters(encodeMerchantParameters({ Ds_Amount: '100' }))).toEqual({ Ds_Amount: '100' });
    expect(decodeMerchantParameters(Buffer.from('{"Ds_Amount":100,"x":{"y":1},"z":null}').toString('base64'))).toEqual({
      Ds_Amount: '100',
    });
    for (const bad of [
      '',
      'not base64!',
      Buffer.from('[1,2]').toString('base64'),
      Buffer.from('null').toString('base64'),
      Buffer.from('{').toString('base64'),
    ]) {
      expect(decodeMerchantParameters(bad)).toBeNull();
    }
  });

  it('verifies the vector signature, in base64url and without padding too', () => {
    expect(verifySignature(KEY, '0726qI3H7sZx', PARAMS, SIGNATURE)).toBe(true);
    const url = SIGNATURE.replace(/\+/g, '-').replace(/\//g, '_');
    expect(verifySignature(KEY, '0726qI3H7sZx', PARAMS, url)).toBe(true);
    expect(verifySignature(KEY, '0726qI3H7sZx', PARAMS, url.replace(/=$/, ''))).toBe(true);
  });

  it('refuses a forged signature, another order, altered parameters or another key', () => {
    const otherKey = Buffer.alloc(24, 7).toString('base64');
    const flipped = `${SIGNATURE[0] === 'T' ? 'U' : 'T'}${SIGNATURE.slice(1)}`;
    expect(verifySignature(KEY, '0726qI3H7sZx', PARAMS, flipped)).toBe(false);
    expect(verifySignature(KEY, '0726qI3H7sZy', PARAMS, SIGNATURE)).toBe(false);
    const tampered = encodeMerchantParameters({ ...REQUEST, DS_MERCHANT_AMOUNT: '1' });
    expect(verifySignature(KEY, '0726qI3H7sZx', tampered, SIGNATURE)).toBe(false);
    expect(verifySignature(otherKey, '0726qI3H7sZx', PARAMS, SIGNATURE)).toBe(false);
    for (const bad of [
      '',
      'short',
      `${SIGNATURE}A`,
      SIGNATURE.slice(0, -2),
      `${SIGNATURE.slice(0, -1)}!`,
      'A'.repeat(44),
    ]) {
      expect(verifySignature(KEY, '0726qI3H7sZx', PARAMS, bad)).toBe(false);
    }
  });

  it('makes 12-character order numbers, 4 digits then 8 alphanumerics, all different', () => {
    const numbers = Array.from({ length: 2000 }, () => newRedsysOrderNumber());
    for (const order of numbers) {
      expect(order).toMatch(/^[0-9]{4}[0-9A-Za-z]{8}$/);
      expect(isRedsysOrderNumber(order)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(isRedsysOrderNumber('0726qI3H7sZx')).toBe(true);
    expect(isRedsysOrderNumber('A726qI3H7sZx')).toBe(false);
    expect(isRedsysOrderNumber('0726qI3H7sZx9')).toBe(false);
    expect(isRedsysOrderNumber('072')).toBe(false);
  });

  it('reads 0000 to 0099 as authorised and anything else as not', () => {
    for (const yes of ['0000', '0', '0099', '99', '0050']) expect(isAuthorised(yes)).toBe(true);
    for (const no of ['0100', '0190', '9915', '101', '', ' ', 'abc', '-1', '00.5', null, undefined])
      expect(isAuthorised(no)).toBe(false);
  });

  it('compares terminals and merchant codes as numbers', () => {
    expect(sameNumber('1', '001')).toBe(true);
    expect(sameNumber('001', '1')).toBe(true);
    expect(sameNumber('999008881', '999008881')).toBe(true);
    expect(sameNumber('1', '2')).toBe(false);
    expect(sameNumber('1', '')).toBe(false);
    expect(sameNumber('1', '1a')).toBe(false);
    expect(sameNumber(null, '1')).toBe(false);
  });
});
