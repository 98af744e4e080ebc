import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { outgoingMails } from '@art/db';
import { casesFor, createTestDatabase, testBackends, type TestDatabase } from '@art/db/testing';
import { createMailer, type Mailer, type MailMessage } from './mail';
import { MAIL_MAX_ATTEMPTS, deliverDueMails, deliverMails, enqueueMail, queuedMails } from './mail-queue';
import { readOutbox } from './outbox';
import { failingMailer } from './testing';

const message: MailMessage = {
  to: [{ name: 'Galería "Norte" <x>', address: 'norte@galeria.test' }, 'info@artfair.test'],
  replyTo: { name: 'Ana', address: 'ana@example.test' },
  subject: 'Consulta sobre «Mar»',
  text: 'Hola',
  html: '<p>Hola <img src="cid:qr@ticket"></p>',
  attachments: [
    { filename: 'qr.png', contentType: 'image/png', content: Buffer.from([137, 80, 78, 71]), cid: 'qr@ticket' },
  ],
};

describe.each(testBackends('engine'))('the mail queue on %s', (backend) => {
  // On both engines: two rounds at the same moment, and the database's clock against the process's. The other cases
  // are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
  let db: TestDatabase;
  let outboxDir: string;
  let outbox: Mailer;
  const warnings: string[] = [];
  const log = { warn: (m: string) => warnings.push(m), error: (m: string) => warnings.push(m) };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(() => db.dispose());
  beforeEach(async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), 'queue-'));
    outbox = createMailer({ smtpUrl: undefined, mailFrom: 'Feria <no-reply@artfair.test>', outboxDir });
    warnings.length = 0;
    await db.db.delete(outgoingMails);
  });
  afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

  once.it('stores one row per recipient and sends each with its reply-to and inline attachment', async () => {
    const ids = await enqueueMail(db.db, 'work-inquiry', message);
    expect(ids).toHaveLength(2);
    expect(await deliverMails(db.db, outbox, ids, log)).toBe(2);

    const sent = await readOutbox(outboxDir);
    expect(sent.map((m) => m.headers['to']).sort()).toEqual(
      ['Galería "Norte" <x> <norte@galeria.test>', 'info@artfair.test'].sort(),
    );
    expect(sent[0]?.headers['reply-to']).toBe('Ana <ana@example.test>');
    expect(sent[0]?.raw).toContain('Content-ID: <qr@ticket>');
    const rows = await queuedMails(db.db, ids);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1 && r.lastError === null)).toBe(true);
    // Sent rows are never sent again.
    expect(await deliverDueMails(db.db, outbox, log)).toBe(0);
    expect(await readOutbox(outboxDir)).toHaveLength(2);
  });

  once.it('keeps a message whose send fails, and sends it when it is due again', async () => {
    const start = new Date();
    const ids = await enqueueMail(db.db, 'collaborate', { ...message, to: 'info@artfair.test' });
    expect(await deliverMails(db.db, failingMailer(), ids, log, start)).toBe(0);
    let [row] = await queuedMails(db.db, ids);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'connect ECONNREFUSED 10.0.0.25:587' });
    expect(warnings[0]).toMatch(/attempt 1 failed.*retried in 1 min/);

    // Not due yet: nothing is sent.
    expect(await deliverDueMails(db.db, outbox, log, new Date(start.getTime() + 30_000))).toBe(0);
    // Due: sent.
    expect(await deliverDueMails(db.db, outbox, log, new Date(start.getTime() + 61_000))).toBe(1);
    [row] = await queuedMails(db.db, ids);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).not.toBeNull();
    expect((await readOutbox(outboxDir))[0]?.subject).toBe('Consulta sobre «Mar»');
  });

  once.it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts, keeping the row and its error`, async () => {
    const ids = await enqueueMail(db.db, 'newsletter-confirm', { ...message, to: 'x@example.test' });
    let now = Date.now();
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      await deliverDueMails(db.db, failingMailer(), log, new Date(now));
      now += 7 * 60 * 60_000;
    }
    const [row] = await queuedMails(db.db, ids);
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    expect(warnings.at(-1)).toMatch(/no more attempts/);
  });

  it('sends a row once when two rounds run at the same moment', async () => {
    const ids = await enqueueMail(db.db, 'e-ticket', { ...message, to: 'y@example.test' });
    const results = await Promise.all([deliverDueMails(db.db, outbox, log), deliverDueMails(db.db, outbox, log)]);
    expect(results[0] + results[1]).toBe(1);
    expect(await readOutbox(outboxDir)).toHaveLength(1);
    expect((await queuedMails(db.db, ids))[0]?.attempts).toBe(1);
  });

  it('sends a message never tried whatever the clocks (a process clock behind the database still sends it)', async () => {
    await enqueueMail(db.db, 'e-ticket', { ...message, to: 'z@example.test' });
    expect(await deliverDueMails(db.db, outbox, log, new Date(Date.now() - 1000))).toBe(1);
  });

  once.it('refuses a message without recipients and stores nothing', async () => {
    await expect(enqueueMail(db.db, 'x', { ...message, to: [] })).rejects.toThrow(/recipient/);
    expect(await db.db.select().from(outgoingMails)).toHaveLength(0);
  });
});
