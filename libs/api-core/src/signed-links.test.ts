import { signLinkToken, verifyLinkToken } from './signed-links';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-03-01T10:00:00Z');

describe('signed link tokens', () => {
  it('carry the address and the time they were made, for their purpose only', () => {
    const token = signLinkToken(SECRET, 'newsletter-confirm', 'ana@ejemplo.es', NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyLinkToken(SECRET, 'newsletter-confirm', token, { now: NOW })).toEqual({
      ok: true,
      email: 'ana@ejemplo.es',
      issuedAt: NOW,
    });
    expect(verifyLinkToken(SECRET, 'newsletter-unsubscribe', token, { now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('are refused when altered, cut, made with another key or not tokens at all', () => {
    const token = signLinkToken(SECRET, 'newsletter-unsubscribe', 'ana@ejemplo.es', NOW);
    const [payload = '', mac = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ e: 'otra@ejemplo.es', t: NOW.getTime() / 1000 })).toString('base64url');
    for (const bad of [
      `${forged}.${mac}`,
      `${payload}.${mac.slice(1)}A`,
      `${payload}.`,
      payload,
      signLinkToken('another-secret-of-at-least-32-characters', 'newsletter-unsubscribe', 'ana@ejemplo.es', NOW),
      `${Buffer.from('not json').toString('base64url')}.${mac}`,
      `${'a'.repeat(2000)}.${mac}`,
      '',
    ]) {
      expect(verifyLinkToken(SECRET, 'newsletter-unsubscribe', bad, { now: NOW })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('expire after their lifetime when given one', () => {
    const token = signLinkToken(SECRET, 'newsletter-confirm', 'ana@ejemplo.es', NOW);
    const day = 24 * 60 * 60_000;
    expect(
      verifyLinkToken(SECRET, 'newsletter-confirm', token, {
        maxAgeMs: 7 * day,
        now: new Date(NOW.getTime() + 7 * day),
      }).ok,
    ).toBe(true);
    expect(
      verifyLinkToken(SECRET, 'newsletter-confirm', token, {
        maxAgeMs: 7 * day,
        now: new Date(NOW.getTime() + 7 * day + 1000),
      }),
    ).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyLinkToken(SECRET, 'newsletter-confirm', token, { now: new Date(NOW.getTime() + 3650 * day) }).ok).toBe(
      true,
    );
  });
});
