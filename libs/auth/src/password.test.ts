import {
  createPasswordHasher,
  hashPassword,
  hashPasswordWithSalt,
  scryptComputations,
  verifyPassword,
} from './password';

describe('hashPassword', () => {
  it('stores scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, logN, r, p, salt, key] = stored.split('$');
    expect([scheme, logN, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('salts every hash differently, and each one verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('contraseña-ñandú'), hashPassword('contraseña-ñandú')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('contraseña-ñandú', a)).toBe(true);
    expect(await verifyPassword('contraseña-ñandú', b)).toBe(true);
  });

  it('refuses an empty password or a short salt', async () => {
    await expect(hashPassword('')).rejects.toThrow('The password is empty');
    await expect(hashPasswordWithSalt('long enough', Buffer.alloc(8))).rejects.toThrow('at least 16 bytes');
  });

  it('takes a lower cost only when asked explicitly, never a higher one or a nonsensical one', async () => {
    const cheap = await hashPassword('correct horse battery', { logN: 10 });
    expect(cheap).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
    for (const logN of [9, 18, 16.5, Number.NaN]) {
      await expect(hashPassword('correct horse battery', { logN })).rejects.toThrow(RangeError);
    }
  });
});

describe('createPasswordHasher', () => {
  it('hashes at the default cost unless told otherwise', () => {
    expect(createPasswordHasher().logN).toBe(17);
    expect(createPasswordHasher({ logN: 11 }).logN).toBe(11);
    expect(() => createPasswordHasher({ logN: 4 })).toThrow(RangeError);
  });

  it('verifies against a stored hash, whatever cost the hash was made at', async () => {
    const passwords = createPasswordHasher({ logN: 10 });
    const stored = await passwords.hash('Coleccion-2025!');
    expect(stored).toMatch(/^scrypt\$10\$/);
    expect(await passwords.verify('Coleccion-2025!', stored)).toBe(true);
    expect(await passwords.verify('coleccion-2025!', stored)).toBe(false);
  });

  it('hashes and verifies on low-priority threads of its own when asked, interchangeably with libuv', async () => {
    const hasher = createPasswordHasher({ logN: 10, threads: { threads: 1, nice: 10 } });
    const before = scryptComputations();
    const stored = await hasher.hash('contraseña-ñandú');
    expect(scryptComputations() - before).toBe(1);
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('contraseña-ñandú', stored)).toBe(true);
    expect(await hasher.verify('contraseña-ñandú', await hashPassword('contraseña-ñandú', { logN: 10 }))).toBe(true);
    expect(await hasher.verify('contraseña-nandu', stored)).toBe(false);
    expect(await hasher.verify('contraseña-ñandú', null)).toBe(false);
    await hasher.close();
    await expect(hasher.hash('contraseña-ñandú')).rejects.toThrow('The scrypt threads are closed');
  });

  it('answers false without an account, after spending the time of a verification at its cost', async () => {
    const passwords = createPasswordHasher({ logN: 14 });
    // The first call also makes the random hash it verifies against; time the second.
    expect(await passwords.verify('anything at all', null)).toBe(false);
    const stored = await passwords.hash('anything at all');
    const time = async (run: () => Promise<boolean>) => {
      const start = process.hrtime.bigint();
      await run();
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known = await time(() => passwords.verify('wrong password', stored));
    const unknown = await time(() => passwords.verify('wrong password', undefined));
    expect(await passwords.verify('', '')).toBe(false);
    // Same work both ways (scrypt at N = 2^14 takes milliseconds); a skipped verification would take microseconds.
    expect(unknown).toBeGreaterThan(known / 10);
  });
});

describe('verifyPassword', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPasswordWithSalt('Coleccion-2025!', Buffer.from('0123456789abcdef'));
  });

  it('accepts the password and refuses any other, including case and accent changes', async () => {
    expect(await verifyPassword('Coleccion-2025!', stored)).toBe(true);
    for (const wrong of ['coleccion-2025!', 'Colección-2025!', 'Coleccion-2025', '', ' Coleccion-2025!']) {
      expect(await verifyPassword(wrong, stored)).toBe(false);
    }
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPasswordWithSalt('Peña', Buffer.from('fedcba9876543210'));
    expect(await verifyPassword('Pen\u0303a', hash)).toBe(true);
  });

  it('answers false, without throwing, for malformed or hostile stored hashes', async () => {
    const [, , , , salt, key] = stored.split('$');
    const hostile = [
      '',
      'plain-text',
      'bcrypt$17$8$1$abc$def',
      `scrypt$17$8$1$${salt}`,
      `scrypt$30$8$1$${salt}$${key}`, // a cost that would exhaust memory
      `scrypt$17$8$9$${salt}$${key}`,
      `scrypt$x$8$1$${salt}$${key}`,
      `scrypt$17$8$1$%%%$${key}`,
      `scrypt$17$8$1$${salt}$AAAA`,
      "scrypt$17$8$1$' OR '1'='1$<script>",
    ];
    for (const value of hostile) expect(await verifyPassword('Coleccion-2025!', value)).toBe(false);
    expect(await verifyPassword(undefined as unknown as string, stored)).toBe(false);
  });
});
