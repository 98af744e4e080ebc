import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { schema } from '@art/db';
import { filePath, isValidFileName } from '@art/model';
import { generateSeedData, seedDatabase } from './index';
import { pdfPageLines } from './pdf';
import { freshDatabase } from './test-database';

const data = generateSeedData('test');
const itemOf = (kind: string) => data.pressItems.filter((item) => item.kind === kind);
const jobNamed = (url: string | null | undefined) => data.fileJobs.find((job) => filePath(job.name) === url);
/** A document's text, page by page, each page's lines joined by spaces (wrapped text reads as it was written). */
const pages = async (pdf: Promise<Buffer> | undefined) =>
  (await pdfPageLines((await pdf) ?? Buffer.alloc(0))).map((lines) => lines.join(' '));
/** The bytes of a job's document (none for no job). */
const rendered = async (job: { render: () => Promise<Buffer> } | undefined) =>
  job ? await job.render() : Buffer.alloc(0);

describe('the press room’s documents', () => {
  it('links a PDF of its own to every press release and to the press kit, and none to the images', () => {
    const documents = [...itemOf('release'), ...itemOf('kit')];
    expect(documents.length).toBeGreaterThanOrEqual(2);
    expect(data.fileJobs).toHaveLength(documents.length);
    for (const item of documents) {
      const job = jobNamed(item.fileUrl);
      expect(job).toBeDefined();
      expect(isValidFileName(job?.name)).toBe(true);
    }
    expect(new Set(data.fileJobs.map((job) => job.name)).size).toBe(data.fileJobs.length);
    for (const item of itemOf('image')) {
      expect(item.fileUrl).toBeNull();
      expect(item.image).toEqual(expect.objectContaining({ key: expect.any(String), width: expect.any(Number) }));
    }
    // The opening-day images show a photograph of the fair; the others a work of it.
    const keys = itemOf('image').map((item) => item.image?.key);
    expect(keys).toContain(data.fairPhotos[0]?.image.key);
    expect(keys.some((key) => data.works.some((work) => work.images?.[0]?.key === key))).toBe(true);
  });

  it('writes the press kit with the key facts of the edition and the press contacts, in Spanish then in English', async () => {
    const kit = itemOf('kit')[0];
    const pdf = await rendered(jobNamed(kit?.fileUrl));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pages(Promise.resolve(pdf));
    // A PDF reader (pdf-lib) opens it: both titles in its metadata, Spanish as its language, a page per page of text.
    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(read.getTitle()).toBe(`${kit?.titleEs} / ${kit?.titleEn}`);
    expect(read.getPageCount()).toBe(text.length);
    expect(read.getPageCount()).toBeGreaterThanOrEqual(2);
    const spanish = text.findIndex((page) => page.includes('Dosier de prensa 2025 Madrid, 20 de febrero de 2025'));
    const english = text.findIndex((page) => page.includes('2025 press kit Madrid, 20 February 2025'));
    expect(spanish).toBe(0);
    expect(english).toBeGreaterThan(spanish);
    const es = text.slice(0, english).join(' ');
    const en = text.slice(english).join(' ');

    const galleries = data.galleryParticipations.filter((p) => p.catalogPrefix === 'AM25').length;
    const artists = new Set(data.works.filter((w) => w.catalogs?.includes('AM25')).map((w) => w.artistId)).size;
    expect(galleries).toBeGreaterThan(0);
    expect(es).toContain('Fechas del 5 al 9 de marzo de 2025');
    expect(es).toContain('Lugar Galería de Cristal del Palacio de Cibeles Plaza de Cibeles 1, 28014 Madrid');
    expect(es).toContain(`Galerías ${galleries} Artistas ${artists}`);
    expect(en).toContain('Dates 5 to 9 March 2025');
    expect(en).toContain('Venue Glass Gallery of the Cibeles Palace');
    expect(en).toContain(`Galleries ${galleries} Artists ${artists}`);
    for (const contact of data.pressContacts) {
      expect(es).toContain(`${contact.name} ${contact.roleEs} ${contact.email} ${contact.phone}`);
      expect(en).toContain(`${contact.name} ${contact.roleEn} ${contact.email} ${contact.phone}`);
    }
    // Every gallery of the edition, one list item each.
    for (const participation of data.galleryParticipations.filter((p) => p.catalogPrefix === 'AM25')) {
      expect(es).toContain(`• ${data.galleries.find((g) => g.id === participation.galleryId)?.comercialName}`);
    }
    expect(es.split('• ').length - 1).toBe(galleries);
    for (const activity of data.activities) expect(en).toContain(activity.titleEn);
  });

  it('writes each press release with its title, date and summary in both languages, and a word about the fair', async () => {
    for (const release of itemOf('release')) {
      const text = (await pages(jobNamed(release.fileUrl)?.render())).join(' ');
      expect(text).toContain(release.titleEs);
      expect(text).toContain(release.summaryEs);
      expect(text).toContain(release.titleEn);
      expect(text).toContain(release.summaryEn);
      expect(text).toContain('celebra su 20ª edición del 5 al 9 de marzo de 2025');
      expect(text).toContain('holds its 20th edition from 5 to 9 March 2025');
    }
    const first = await pages(
      jobNamed(itemOf('release').find((r) => r.publishedOn === '2024-11-20')?.fileUrl)?.render(),
    );
    expect(first[0]).toContain('Madrid, 20 de noviembre de 2024');
    expect(first[1]).toContain('Madrid, 20 November 2024');
  });

  it('gives the same bytes on every run', async () => {
    const again = generateSeedData('test');
    for (const [i, job] of data.fileJobs.entries())
      expect((await rendered(again.fileJobs[i])).equals(await job.render())).toBe(true);
  });
});

describe('seedDatabase with a files folder', () => {
  it('writes every document the rows link to, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-files-'));
    const handle = await freshDatabase('pglite');
    try {
      const summary = await seedDatabase(handle.db, {
        size: 'test',
        images: false,
        files: { filesDir: path.join(dir, 'files') },
      });
      const items = await handle.db.select().from(schema.pressItems);
      const linked = items.flatMap((item) => (item.fileUrl ? [path.basename(item.fileUrl)] : []));
      expect(summary.filesWritten).toBe(linked.length);
      expect((await readdir(path.join(dir, 'files'))).sort()).toEqual(linked.sort());
      for (const name of linked) {
        const bytes = await readFile(path.join(dir, 'files', name));
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.equals(await rendered(jobNamed(`/api/files/${name}`)))).toBe(true);
      }
    } finally {
      await handle.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a blank folder', async () => {
    const handle = await freshDatabase('pglite');
    try {
      await expect(seedDatabase(handle.db, { size: 'test', images: false, files: { filesDir: ' ' } })).rejects.toThrow(
        'files.filesDir must name',
      );
    } finally {
      await handle.dispose();
    }
  });
});
