import path from 'node:path';
import { findWorkspaceRoot } from '@art/server-util';
import { TEST_LINK_SECRET, loadConfig } from './config';

describe('loadConfig: e-mail', () => {
  it('has working defaults: no SMTP, the outbox in DATA_DIR, the fair as sender', () => {
    const config = loadConfig({ DATA_DIR: '/srv/art-data' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.outboxDir).toBe(path.join('/srv/art-data', 'outbox'));
    expect(config.mailFrom).toBe('Feria de Arte Contemporáneo de Madrid <no-reply@artfair.test>');
    expect(config.organisersEmail).toBe('info@artfair.test');
    expect(loadConfig({}).outboxDir).toBe(path.join(findWorkspaceRoot(), '.data', 'outbox'));
  });

  it('reads SMTP_URL, MAIL_FROM and ORGANISERS_EMAIL', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: ' Feria <hola@feria.es> ',
      ORGANISERS_EMAIL: 'organizacion@feria.es',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: 'Feria <hola@feria.es>',
      organisersEmail: 'organizacion@feria.es',
    });
    expect(loadConfig({ MAIL_FROM: 'hola@feria.es' }).mailFrom).toBe('hola@feria.es');
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'not a url'],
    ['MAIL_FROM', 'Feria'],
    ['MAIL_FROM', 'Feria <hola@feria.es>\r\nBcc: x@y.es'],
    ['MAIL_FROM', 'Feria <not-an-address>'],
    ['ORGANISERS_EMAIL', 'info'],
    ['ORGANISERS_EMAIL', 'a@b.es, c@d.es'],
  ])('stops with a message naming %s for %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid API configuration: ${name}`));
  });
});

describe('loadConfig: session cookie', () => {
  it('has no cookie domain by default and reads COOKIE_DOMAIN, lower case, without a leading dot', () => {
    expect(loadConfig({}).cookieDomain).toBeUndefined();
    expect(loadConfig({ COOKIE_DOMAIN: 'artfair.es' }).cookieDomain).toBe('artfair.es');
    expect(loadConfig({ COOKIE_DOMAIN: ' .ArtFair.ES ' }).cookieDomain).toBe('artfair.es');
  });

  it.each([
    'localhost',
    'artfair.es; Secure',
    'http://artfair.es',
    'art fair.es',
    '-artfair.es',
    'artfair.es\r\nSet-Cookie: x=1',
  ])('stops with a message naming COOKIE_DOMAIN for %j', (value) => {
    expect(() => loadConfig({ COOKIE_DOMAIN: value })).toThrow(/Invalid API configuration: COOKIE_DOMAIN/);
  });
});

describe('loadConfig: trusted proxies', () => {
  it('trusts only this machine’s proxies by default, and reads TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 203.0.113.7, 2001:db8::/32' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8, 203.0.113.7, 2001:db8::/32',
    );
  });

  it.each(['', 'everything', 'true', '10.0.0.0/33', '300.1.1.1', 'loopback,,10.0.0.1', '10.0.0.0/8/8'])(
    'stops with a message naming TRUST_PROXY for %j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/Invalid API configuration: TRUST_PROXY/);
    },
  );
});

describe('loadConfig: the fair forms', () => {
  it('signs links with LINK_SECRET, required in production; development and tests have keys of their own', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /Invalid API configuration: LINK_SECRET: required in production/,
    );
    const secret = 'k'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', LINK_SECRET: secret, PAYMENT_SANDBOX: 'true' }).linkSecret).toBe(
      secret,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).linkSecret).toBe(TEST_LINK_SECRET);
    expect(loadConfig({}).linkSecret).not.toBe(TEST_LINK_SECRET);
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow(/Invalid API configuration: LINK_SECRET/);
  });

  it('sends press requests to PRESS_EMAIL, the organisers by default, and reads the forms limit', () => {
    expect(loadConfig({ ORGANISERS_EMAIL: 'hola@feria.es' }).pressEmail).toBe('hola@feria.es');
    expect(loadConfig({ PRESS_EMAIL: 'prensa@feria.es' }).pressEmail).toBe('prensa@feria.es');
    expect(() => loadConfig({ PRESS_EMAIL: 'prensa' })).toThrow(/Invalid API configuration: PRESS_EMAIL/);
    expect(loadConfig({}).formsPer10Minutes).toBe(5);
    expect(loadConfig({ FORMS_PER_10_MINUTES: '1000' }).formsPer10Minutes).toBe(1000);
    expect(() => loadConfig({ FORMS_PER_10_MINUTES: '0' })).toThrow(/Invalid API configuration: FORMS_PER_10_MINUTES/);
  });
});

describe('loadConfig: the card payment provider', () => {
  const redsys = {
    REDSYS_URL: 'https://sis-t.redsys.es:25443/sis/realizarPago',
    REDSYS_MERCHANT_CODE: '999008881',
    REDSYS_TERMINAL: '1',
    REDSYS_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  };

  it('uses the sandbox with the public test merchant without REDSYS_*, notified through the shop', () => {
    expect(loadConfig({ SHOP_ORIGIN: 'https://tienda.example.es/' }).redsys).toEqual({
      url: 'https://tienda.example.es/api/payments/sandbox/realizarPago',
      merchantCode: '999008881',
      terminal: '1',
      key: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
      sandbox: true,
      notificationUrl: 'https://tienda.example.es/api/payments/redsys/notification',
    });
  });

  it('uses the configured provider when all four are set', () => {
    expect(loadConfig(redsys).redsys).toMatchObject({
      url: redsys.REDSYS_URL,
      merchantCode: '999008881',
      sandbox: false,
    });
  });

  it('stops when only some are set, or a value is malformed', () => {
    expect(() => loadConfig({ REDSYS_URL: redsys.REDSYS_URL })).toThrow(/set all four or none/);
    expect(() => loadConfig({ ...redsys, REDSYS_KEY: 'not a key' })).toThrow(/Invalid API configuration: REDSYS_KEY/);
    expect(() => loadConfig({ ...redsys, REDSYS_MERCHANT_CODE: '12ab' })).toThrow(
      /Invalid API configuration: REDSYS_MERCHANT_CODE/,
    );
  });

  it('refuses the sandbox in production unless PAYMENT_SANDBOX=true says so', () => {
    const production = { NODE_ENV: 'production', LINK_SECRET: 'k'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/REDSYS_KEY: required in production/);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'true' }).redsys.sandbox).toBe(true);
    expect(loadConfig({ ...production, ...redsys }).redsys.sandbox).toBe(false);
  });

  it('holds works ORDER_HOLD_MINUTES, 30 by default', () => {
    expect(loadConfig({}).orderHoldMinutes).toBe(30);
    expect(loadConfig({ ORDER_HOLD_MINUTES: '10' }).orderHoldMinutes).toBe(10);
    expect(() => loadConfig({ ORDER_HOLD_MINUTES: '0' })).toThrow(/ORDER_HOLD_MINUTES/);
  });
});

describe('loadConfig: decisions 035 and 036', () => {
  it('hashes passwords at nice 5 unless PASSWORD_HASH_NICE says otherwise (0–19)', () => {
    expect(loadConfig({}).passwordHashNice).toBe(5);
    expect(loadConfig({ PASSWORD_HASH_NICE: '0' }).passwordHashNice).toBe(0);
    for (const wrong of ['20', '-1', '2.5', 'low', '5; rm -rf /'])
      expect(() => loadConfig({ PASSWORD_HASH_NICE: wrong })).toThrow(/PASSWORD_HASH_NICE/);
  });

  it('keeps anonymous reads in production only, unless RESPONSE_CACHE says on or off', () => {
    expect(loadConfig({}).responseCache).toBe(false);
    expect(loadConfig({ RESPONSE_CACHE: 'on' }).responseCache).toBe(true);
    const production = { NODE_ENV: 'production', LINK_SECRET: 'x'.repeat(32), SESSION_SECRET: 'y'.repeat(32) };
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'true' }).responseCache).toBe(true);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'true', RESPONSE_CACHE: 'off' }).responseCache).toBe(false);
    expect(() => loadConfig({ RESPONSE_CACHE: 'yes' })).toThrow(/RESPONSE_CACHE/);
  });

  it('looks for an edition switched elsewhere every second, never in tests, unless CURRENT_CATALOG_WATCH_MS says', () => {
    expect(loadConfig({}).currentCatalogWatchMs).toBe(1_000);
    expect(loadConfig({ NODE_ENV: 'test' }).currentCatalogWatchMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', CURRENT_CATALOG_WATCH_MS: '200' }).currentCatalogWatchMs).toBe(200);
    expect(loadConfig({ CURRENT_CATALOG_WATCH_MS: '0' }).currentCatalogWatchMs).toBe(0);
    for (const wrong of ['-1', '1.5', 'often', '3600001']) {
      expect(() => loadConfig({ CURRENT_CATALOG_WATCH_MS: wrong })).toThrow(/CURRENT_CATALOG_WATCH_MS/);
    }
  });
});
