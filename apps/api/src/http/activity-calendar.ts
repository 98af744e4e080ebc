/**
 * `GET /api/activities/{slug}.ics`: an activity as an iCalendar file, the activity page's "add to calendar" link
 * (the sites reach it through their `/api` proxy). The language is `?lang=es|en`, else the request's.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogs, type Database } from '@art/db';
import { LANGUAGES, pick, type Language } from '@art/model';
import { findActivity, writeCalendar } from '@art/api-content';
import { errorMessage, type ApiConfig, languageOf, activityUrl, originsOf } from '@art/api-core';

/** The calendar file may be kept for five minutes: an activity rarely moves. */
export const ACTIVITY_CALENDAR_CACHE_CONTROL = 'public, max-age=300';

/** The product named in every file (PRODID). */
export const CALENDAR_PRODUCT_ID = '-//Feria de Arte Contemporaneo de Madrid//Actividades//ES';

function requestLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const lang = (query as { lang?: unknown } | null)?.lang;
  return typeof lang === 'string' && (LANGUAGES as readonly string[]).includes(lang)
    ? (lang as Language)
    : languageOf(acceptLanguage);
}

/** The host of an origin, for the events' UIDs (`activity-12@feria.example`). */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * Registers the calendar route. `now` gives DTSTAMP (tests fix it). An address without `.ics`, or for no activity,
 * is a 404 with a translated message.
 */
export async function registerActivityCalendarRoutes(
  app: FastifyInstance,
  { db, config, now = () => new Date() }: { db: Database; config: ApiConfig; now?: () => Date },
): Promise<void> {
  app.get('/api/activities/:file', async (request, reply) => {
    const lang = requestLanguage(request.query, request.headers['accept-language']);
    const { file } = request.params as { file: string };
    const slug = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
    const activity = slug ? await findActivity(db, slug, lang) : null;
    if (!activity) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: errorMessage(lang, 'activityNotFound', { value: file.slice(0, 60) }),
      });
    }
    const [catalog] = activity.catalogPrefix
      ? await db.select().from(catalogs).where(eq(catalogs.prefix, activity.catalogPrefix)).limit(1)
      : [];
    const place = pick(lang, activity.placeEs, activity.placeEn);
    const venue = catalog ? pick(lang, catalog.venueEs ?? '', catalog.venueEn ?? '') : '';
    const content =
      pick(lang, activity.contentEs, activity.contentEn) ||
      pick(lang, activity.shortContentEs, activity.shortContentEn);
    const origins = originsOf(config);
    const text = writeCalendar({
      prodId: CALENDAR_PRODUCT_ID,
      events: [
        {
          uid: `activity-${activity.id}@${hostOf(origins.fair)}`,
          stamp: now(),
          start: activity.startsAt,
          end: activity.endsAt,
          summary: pick(lang, activity.titleEs, activity.titleEn),
          location: [place, venue, catalog?.address ?? ''].filter((part) => part.trim() !== '').join(', '),
          description: content,
          url: activityUrl(pick(lang, activity.slug, activity.slugEn), lang, origins),
          categories: [pick(lang, activity.categoryEs, activity.categoryEn)],
        },
      ],
    });
    // Slugs are made of ASCII letters, digits and dashes; anything else is left out of the file name.
    const name = pick(lang, activity.slug, activity.slugEn).replace(/[^A-Za-z0-9-]/g, '') || 'activity';
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.ics"`)
      .header('cache-control', ACTIVITY_CALENDAR_CACHE_CONTROL)
      .header('vary', 'Accept-Language')
      .send(text);
  });
}
