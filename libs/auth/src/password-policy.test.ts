import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkPassword, isCommonPassword } from './password-policy';

describe('the list of common passwords', () => {
  it('holds at least the 1,000 most common passwords, in lower case, without blanks', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.trim()).toBe(entry);
      expect(entry).not.toBe('');
    }
    for (const common of [
      '123456',
      'password',
      'qwerty',
      'iloveyou',
      'trustno1',
      'passw0rd',
      'freepass',
      'contraseña',
    ]) {
      expect(COMMON_PASSWORDS.has(common)).toBe(true);
    }
  });
});

describe('isCommonPassword', () => {
  it.each([
    'password',
    'PASSWORD',
    'PassWord1',
    'qwertyuiop',
    'QWERTYUIOP',
    'Contraseña',
    'contrasen\u0303a',
    ' 12345678 ',
  ])('finds %j, whatever its case and form', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Coleccion-2025!', 'password-de-ana', 'qwertyuiop1234'])('does not find %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('checkPassword', () => {
  it('accepts a password of 8 to 128 characters that is neither common nor the e-mail', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(checkPassword('Coleccion-2025!', { email: 'coleccionista@demo.artfair.test' })).toBeNull();
    expect(checkPassword('ab3$efgh')).toBeNull();
    expect(checkPassword('x'.repeat(127) + 'y')).toBeNull();
    expect(checkPassword('ñandú ñandú')).toBeNull();
    expect(checkPassword('<script>alert(1)</script>')).toBeNull();
    expect(checkPassword("' OR '1'='1' --")).toBeNull();
  });

  it('requires a password', () => {
    expect(checkPassword('')).toBe('required');
    expect(checkPassword(undefined)).toBe('required');
    expect(checkPassword(12345678)).toBe('required');
  });

  it('counts characters, not bytes or UTF-16 units, after composing accents', () => {
    expect(checkPassword('abc4$fg')).toBe('tooShort');
    expect(checkPassword('ñ'.repeat(7))).toBe('tooShort');
    // Seven composed characters typed decomposed: 14 code points, still 7 characters.
    expect(checkPassword('n\u0303'.repeat(7))).toBe('tooShort');
    expect(checkPassword('🎨'.repeat(8))).toBeNull();
    expect(checkPassword('🎨'.repeat(128))).toBeNull();
    expect(checkPassword('🎨'.repeat(129))).toBe('tooLong');
    expect(checkPassword('x'.repeat(129))).toBe('tooLong');
    expect(checkPassword('x'.repeat(1_000_000))).toBe('tooLong');
  });

  it('refuses common passwords, whatever their case', () => {
    for (const common of ['password', 'Password1', 'QWERTY123', 'iloveyou', 'sunshine', 'Barcelona', 'TEQUIERO']) {
      expect(checkPassword(common)).toBe('tooCommon');
    }
  });

  it('refuses the e-mail address or its local part, whatever the case', () => {
    const email = 'Ana.Lopez@Galeria-Ejemplo.es';
    expect(checkPassword('ana.lopez@galeria-ejemplo.es', { email })).toBe('likeEmail');
    expect(checkPassword('ANA.LOPEZ', { email })).toBe('likeEmail');
    expect(checkPassword('Ana.Lopez', { email: ' ana.lopez@x.es ' })).toBe('likeEmail');
    expect(checkPassword('ana.lopez1', { email })).toBeNull();
    expect(checkPassword('ana.lopez', { email: null })).toBeNull();
  });

  it('reports the first problem: length before the list, the list before the e-mail', () => {
    expect(checkPassword('pass', { email: 'pass@x.es' })).toBe('tooShort');
    expect(checkPassword('password', { email: 'password@x.es' })).toBe('tooCommon');
  });
});
