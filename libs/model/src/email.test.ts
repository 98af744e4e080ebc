import { EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'ana@example.com',
    'nombre.apellido@dominio.es',
    'user+tag@sub.example.com',
    'UPPER@EXAMPLE.COM',
    'a_b-c@x-y.org',
    "o'brien@example.ie",
    '1234@567.museum',
    'x@[192.168.0.1]',
    'x@[255.255.255.255]',
    'x@[0.0.0.0]',
    'josé@example.com',
    'usuario@españa.es',
    'user@xn--espaa-rta.es',
    'почта@пример.рф',
  ])('accepts %j', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a space in the local part', 'a b@x.com'],
    ['no dot in the domain', 'x@y'],
    ['a one-letter top level', 'x@y.c'],
    ['a numeric top level', 'x@y.123'],
    ['no local part', '@x.com'],
    ['no domain', 'x@'],
    ['no @', 'x.example.com'],
    ['two @', 'x@@y.com'],
    ['an @ in the local part', 'a@b@c.com'],
    ['a leading dot', '.x@y.com'],
    ['a trailing dot in the local part', 'x.@y.com'],
    ['two dots in the local part', 'x..y@z.com'],
    ['two dots in the domain', 'x@y..com'],
    ['a trailing dot in the domain', 'x@y.com.'],
    ['a label starting with a hyphen', 'x@-y.com'],
    ['a label ending with a hyphen', 'x@y-.com'],
    ['an IP octet above 255', 'x@[256.1.1.1]'],
    ['an IP with three octets', 'x@[1.2.3]'],
    ['an IP without brackets and no letters at the top', 'x@1.2.3.4'],
    ['an IPv6 literal', 'x@[IPv6:::1]'],
    ['<', 'a<b@x.com'],
    ['>', 'a>b@x.com'],
    ['a comma', 'a,b@x.com'],
    ['a semicolon', 'a;b@x.com'],
    ['a colon', 'a:b@x.com'],
    ['parentheses', 'a(b)@x.com'],
    ['brackets in the local part', 'a[b]@x.com'],
    ['a backslash', 'a\\b@x.com'],
    ['a quoted local part', '"a b"@x.com'],
    ['an unbalanced quote', '"ab@x.com'],
    ['a leading space', ' a@b.com'],
    ['a trailing line break', 'a@b.com\n'],
    ['a header injection', 'a@b.com\r\nBcc: evil@x.com'],
    ['a tab', 'a\tb@x.com'],
    ['a no-break space', 'a\u00a0b@x.com'],
    ['a zero-width space', 'a\u200b@x.com'],
    ['a right-to-left override', 'a\u202e@x.com'],
    ['a NUL character', 'a\u0000@x.com'],
    ['a line break inside quotes', '"a\nb"@x.com'],
    ['HTML', '<script>alert(1)</script>@x.com'],
    ['SQL-looking text', "x'; DROP TABLE users; --@x.com"],
  ])('rejects %s', (_why, address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('rejects values that are not text', () => {
    for (const value of [undefined, null, 42, true, {}, ['a@b.co']]) expect(isValidEmail(value)).toBe(false);
  });

  it('takes a local part of 64 bytes but not 65', () => {
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH + 1)}@example.com`)).toBe(false);
    // 32 two-byte letters are 64 bytes; 33 are too many.
    expect(isValidEmail(`${'é'.repeat(32)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'é'.repeat(33)}@example.com`)).toBe(false);
  });

  it('takes an address of 254 bytes but not 255 or more', () => {
    const label = 'd'.repeat(63);
    // 20 + 1 + (3 × 64 + 37 + 4) = 254 characters, all ASCII.
    const fits = `${'a'.repeat(20)}@${label}.${label}.${label}.${'e'.repeat(37)}.com`;
    expect(fits.length).toBe(EMAIL_MAX_LENGTH);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`b${fits}`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(300)}@example.com`)).toBe(false);
  });

  it('rejects a domain label longer than 63 characters', () => {
    expect(isValidEmail(`a@${'d'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`a@${'d'.repeat(64)}.com`)).toBe(false);
  });

  it('answers fast for a huge hostile input', () => {
    const started = performance.now();
    expect(isValidEmail(`${'a.'.repeat(500_000)}@${'b-'.repeat(500_000)}!`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(200)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
