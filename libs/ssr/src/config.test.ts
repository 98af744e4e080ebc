import path from 'node:path';
import { loadSiteConfig } from './config';

describe('site server configuration', () => {
  it('has the documented defaults', () => {
    expect(loadSiteConfig('fair', {})).toEqual({
      site: 'fair',
      host: '0.0.0.0',
      port: 4200,
      apiUrl: 'http://localhost:3333',
      origins: { fair: 'http://localhost:4200', shop: 'http://localhost:4300' },
      production: false,
      localesDir: path.resolve(__dirname, '../../../locales'),
      apiTimeoutMs: 10_000,
      shutdownTimeoutMs: 10_000,
      gaId: '',
      mapsKey: '',
      paymentOrigin: undefined,
      logLevel: 'info',
    });
    expect(loadSiteConfig('shop', { SHOP_PORT: '5300', NODE_ENV: 'production' })).toMatchObject({
      port: 5300,
      origins: { shop: 'http://localhost:5300' },
      production: true,
    });
  });

  it('reads LOG_LEVEL, and stops on a level it does not know', () => {
    expect(loadSiteConfig('fair', { LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadSiteConfig('shop', { LOG_LEVEL: 'quiet' })).toThrow('LOG_LEVEL must be one of');
  });

  it('reads the analytics id, the maps key and the payment provider’s origin', () => {
    expect(
      loadSiteConfig('shop', {
        GA_ID: ' G-ABC1234 ',
        MAPS_KEY: 'AIzaSyExampleExampleExample',
        REDSYS_URL: 'https://sis-t.redsys.es:25443/sis/realizarPago',
      }),
    ).toMatchObject({
      gaId: 'G-ABC1234',
      mapsKey: 'AIzaSyExampleExampleExample',
      paymentOrigin: 'https://sis-t.redsys.es:25443',
    });
  });

  it.each([
    [{ FAIR_PORT: 'abc' }, /FAIR_PORT/],
    [{ SHOP_PORT: '70000' }, /SHOP_PORT/],
    [{ API_URL: 'not a url' }, /API_URL/],
    [{ FAIR_ORIGIN: 'ftp://example.org' }, /FAIR_ORIGIN/],
    [{ SHOP_ORIGIN: 'javascript:alert(1)' }, /SHOP_ORIGIN/],
    [{ API_TIMEOUT_MS: '5s' }, /API_TIMEOUT_MS/],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ REDSYS_URL: 'sis.redsys.es/sis/realizarPago' }, /REDSYS_URL/],
  ])('stops with a message naming a bad variable (%j)', (env, message) => {
    expect(() => loadSiteConfig('fair', env)).toThrow(message);
  });
});
