import path from 'node:path';
import { findWorkspaceRoot, loadConfig } from './config';

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
