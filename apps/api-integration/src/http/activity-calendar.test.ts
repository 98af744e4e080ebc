import { asc } from 'drizzle-orm';
import { activities, type ActivityRow } from '@art/db';
import {
  utcDateTime,
  activityUrl,
  originsOf,
  testBackends,
  ACTIVITY_CALENDAR_CACHE_CONTROL,
  type TestApi,
} from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

/** The content lines of a calendar file, unfolded. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** The value of the first property `name` of unfolded lines. */
function property(lines: string[], name: string): string | undefined {
  return lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
}

describe.each(testBackends('any'))('GET /api/activities/{slug}.ics on %s', (backend) => {
  let api: TestApi;
  let activity: ActivityRow;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
    const [row] = await api.database.db.select().from(activities).orderBy(asc(activities.id)).limit(1);
    if (!row) throw new Error('the seed has no activity');
    activity = row;
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it('answers an iCalendar attachment with one VEVENT of the activity, in Spanish by default', async () => {
    const response = await get(`/api/activities/${activity.slug}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${activity.slug}.ics"`);
    expect(response.headers['cache-control']).toBe(ACTIVITY_CALENDAR_CACHE_CONTROL);
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const lines = unfold(text);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(property(lines, 'SUMMARY')).toBe(activity.titleEs.replace(/[\\;,]/g, (c) => `\\${c}`));
    expect(property(lines, 'UID')).toBe(`activity-${activity.id}@${new URL(api.config.fairOrigin).host}`);
    expect(property(lines, 'DTSTART')).toBe(utcDateTime(activity.startsAt));
    expect(property(lines, 'DTEND')).toBe(activity.endsAt ? utcDateTime(activity.endsAt) : undefined);
    expect(property(lines, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property(lines, 'URL')).toBe(activityUrl(activity.slug, 'es', originsOf(api.config)));
    expect(property(lines, 'LOCATION')).toContain(activity.placeEs.replace(/,/g, '\\,'));
    expect(property(lines, 'DESCRIPTION')?.length).toBeGreaterThan(20);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('writes the English texts and page for ?lang=en or an English request', async () => {
    for (const response of [
      await get(`/api/activities/${activity.slug}.ics?lang=en`),
      await get(`/api/activities/${activity.slug}.ics`, { 'accept-language': 'en-GB,en;q=0.9' }),
    ]) {
      const lines = unfold(response.body);
      expect(property(lines, 'SUMMARY')).toBe(activity.titleEn.replace(/[\\;,]/g, (c) => `\\${c}`));
      // The English page, by the activity's English slug.
      expect(property(lines, 'URL')).toBe(activityUrl(activity.slugEn, 'en', originsOf(api.config)));
    }
  });

  it.each([
    ['an unknown slug', '/api/activities/no-such-activity.ics'],
    ['an address without .ics', `/api/activities/SLUG`],
    ['an empty slug', '/api/activities/.ics'],
    ['HTML', `/api/activities/${encodeURIComponent('<script>alert(1)</script>')}.ics`],
    ['SQL-looking text', `/api/activities/${encodeURIComponent("x' OR '1'='1")}.ics`],
    ['a NUL byte', '/api/activities/a%00b.ics'],
  ])('answers 404 with a translated message for %s', async (_what, url) => {
    const response = await get(url.replace('SLUG', activity.slug));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toMatch(/^No hay ninguna actividad con la dirección «/);
    expect(response.body).not.toContain('BEGIN:VCALENDAR');
  });

  it('refuses an oversized address as too long (414)', async () => {
    const response = await get(`/api/activities/${'a'.repeat(5000)}.ics`);
    expect(response.statusCode).toBe(414);
    expect(response.body).not.toContain('BEGIN:VCALENDAR');
  });

  it('answers the 404 in English for an English request', async () => {
    const response = await get('/api/activities/nothing.ics?lang=en');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('There is no activity at the address “nothing.ics”.');
  });
});
