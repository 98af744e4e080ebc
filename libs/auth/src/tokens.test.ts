import { createHash } from 'node:crypto';
import { TOKEN_BYTES, TOKEN_LENGTH, createToken, hashToken, isWellFormedToken } from './tokens';

describe('createToken', () => {
  it('makes 32 random bytes in base64url, and the SHA-256 of the token to store', () => {
    const { token, tokenHash } = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(TOKEN_LENGTH).toBe(43);
    expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES);
    expect(tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
  });

  it('never makes the same token twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => createToken().token));
    expect(tokens.size).toBe(1000);
  });
});

describe('hashToken', () => {
  it('is stable and differs for every token', () => {
    const { token, tokenHash } = createToken();
    expect(hashToken(token)).toBe(tokenHash);
    expect(hashToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).not.toBe(tokenHash);
  });
});

describe('isWellFormedToken', () => {
  it('accepts what createToken makes', () => {
    expect(isWellFormedToken(createToken().token)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too short', 'a'.repeat(42)],
    ['too long', 'a'.repeat(44)],
    ['base64 padding', `${'a'.repeat(42)}=`],
    ['standard base64 characters', `${'a'.repeat(42)}+`],
    ['a space', `${'a'.repeat(42)} `],
    ['SQL', "' OR '1'='1' --                            "],
    ['not a string', 42],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(isWellFormedToken(value)).toBe(false);
  });
});
