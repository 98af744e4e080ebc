import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer, type MailConfig } from './mail';
import { parseEml, readOutbox } from './outbox';

const FROM = 'Feria de Arte Contemporáneo de Madrid <no-reply@artfair.test>';

describe('createMailer without SMTP_URL (the outbox)', () => {
  let root: string;
  let config: MailConfig;
  let lines: string[];
  const log = { info: (line: string) => lines.push(line) };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mail-test-'));
    // A folder that does not exist yet: the mailer creates it on the first message.
    config = { smtpUrl: undefined, mailFrom: FROM, outboxDir: path.join(root, 'data', 'outbox') };
    lines = [];
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the message as an .eml file named by its id, and logs one line', async () => {
    const mailer = createMailer(config, log);
    expect(mailer.kind).toBe('outbox');
    expect(existsSync(config.outboxDir)).toBe(false);

    const { id } = await mailer.send({
      to: 'info@artfair.test',
      replyTo: { name: 'José López', address: 'jose@galeria.es' },
      subject: 'Mensaje de José López',
      text: 'Hola,\n¿tenéis catálogo?',
      html: '<p>Hola,<br>¿tenéis catálogo?</p>',
    });

    expect(readdirSync(config.outboxDir)).toEqual([`${id}.eml`]);
    const [message] = await readOutbox(config.outboxDir);
    expect(message).toMatchObject({
      id,
      subject: 'Mensaje de José López',
      text: 'Hola,\n¿tenéis catálogo?',
      html: '<p>Hola,<br>¿tenéis catálogo?</p>',
    });
    expect(message?.headers).toMatchObject({
      from: FROM,
      to: 'info@artfair.test',
      'reply-to': 'José López <jose@galeria.es>',
      'message-id': `<${id}@artfair.test>`,
    });
    expect(message?.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(id);
    expect(lines[0]).toContain('info@artfair.test');
    expect(lines[0]).toContain(path.join(config.outboxDir, `${id}.eml`));
  });

  it('names files so that sorting them by name lists them in the order they were sent', async () => {
    const mailer = createMailer(config, log);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await mailer.send({ to: 'info@artfair.test', subject: `n${i}`, text: `${i}` })).id);
    expect(new Set(ids).size).toBe(12);
    expect(ids.every((id) => /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{12}$/.test(id))).toBe(true);
    expect((await readOutbox(config.outboxDir)).map((m) => m.subject)).toEqual(ids.map((_, i) => `n${i}`));
    expect(lines).toHaveLength(12);
  });

  it('sends a text-only message as a single part, to several recipients', async () => {
    const mailer = createMailer(config, log);
    await mailer.send({
      to: ['info@artfair.test', { name: 'Prensa', address: 'prensa@artfair.test' }],
      subject: 'Solo texto',
      text: 'Nada más.',
    });
    const [message] = await readOutbox(config.outboxDir);
    expect(message?.headers['to']).toBe('info@artfair.test, Prensa <prensa@artfair.test>');
    expect(message?.headers['content-type']).toMatch(/^text\/plain/);
    expect(message?.text).toBe('Nada más.');
    expect(message?.html).toBeUndefined();
  });

  it('keeps line breaks in a subject or a name from adding headers', async () => {
    const mailer = createMailer(config, log);
    await mailer.send({
      to: 'info@artfair.test',
      replyTo: { name: 'Ana\r\nBcc: victim@example.com', address: 'ana@example.com' },
      subject: 'Hola\r\nBcc: victim@example.com',
      text: 'x',
    });
    const [message] = await readOutbox(config.outboxDir);
    expect(message?.headers['bcc']).toBeUndefined();
    expect(message?.raw).not.toMatch(/^Bcc:/im);
  });

  it('refuses a message without recipients and writes nothing', async () => {
    const mailer = createMailer(config, log);
    await expect(mailer.send({ to: [], subject: 'x', text: 'x' })).rejects.toThrow(TypeError);
    expect(await readOutbox(config.outboxDir)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('rejects when the outbox cannot be written', async () => {
    // The outbox's parent is a file, so the folder cannot be created.
    writeFileSync(path.join(root, 'data'), 'not a folder');
    const mailer = createMailer(config, log);
    await expect(mailer.send({ to: 'info@artfair.test', subject: 'x', text: 'x' })).rejects.toThrow();
    expect(lines).toEqual([]);
  });
});

describe('parseEml', () => {
  it('decodes base64 parts and encoded words', async () => {
    const raw = [
      'Subject: =?UTF-8?B?w5Fhbg==?= =?UTF-8?Q?_y_=C3=B1u?=',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Mañana\r\nllueve').toString('base64'),
      '',
    ].join('\r\n');
    expect(await parseEml(raw)).toMatchObject({ subject: 'Ñan y ñu', text: 'Mañana\nllueve', html: undefined });
  });
});

/** A tiny SMTP server on the loopback interface: accepts everything and keeps what it receives. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let data = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = data ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (data) {
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    }),
  );
}

describe('createMailer with SMTP_URL (a server on this machine only)', () => {
  it('sends through the server and writes no outbox', async () => {
    const { server, port, received } = await fakeSmtpServer();
    const outboxDir = path.join(tmpdir(), `mail-test-unused-${process.pid}`);
    const lines: string[] = [];
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: FROM, outboxDir },
      { info: (line) => lines.push(line) },
    );
    try {
      expect(mailer.kind).toBe('smtp');
      const { id } = await mailer.send({
        to: 'info@artfair.test',
        replyTo: 'ana@example.com',
        subject: 'Hola',
        text: 'Qué tal',
        html: '<p>Qué tal</p>',
      });
      expect(received).toHaveLength(1);
      const message = await parseEml(received[0] ?? '');
      expect(message.headers['message-id']).toBe(`<${id}@artfair.test>`);
      expect(message).toMatchObject({ subject: 'Hola', text: 'Qué tal', html: '<p>Qué tal</p>' });
      expect(message.headers['reply-to']).toBe('ana@example.com');
      expect(existsSync(outboxDir)).toBe(false);
      expect(lines).toEqual([expect.stringContaining(id)]);
    } finally {
      mailer.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('rejects when the server cannot be reached', async () => {
    const { server, port } = await fakeSmtpServer();
    await new Promise((resolve) => server.close(resolve));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM, outboxDir: tmpdir() });
    await expect(mailer.send({ to: 'info@artfair.test', subject: 'x', text: 'x' })).rejects.toThrow();
    mailer.close();
  });
});
