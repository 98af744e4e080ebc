/** The fair's structured data (schema.org): the edition as an `Event`, and the breadcrumbs of the information pages. */
import { breadcrumbList, type JsonLdObject } from '@art/site';

/** What an edition needs to be described as an event. */
export interface EventEdition {
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  venue: string | null;
  address: string | null;
}

/** A ticket offered for the event: its name and price in euros. */
export interface EventOffer {
  name: string;
  price: number;
}

/**
 * A Spanish street address as a `PostalAddress`: "Plaza de Cibeles 1, 28014 Madrid" gives the street, the postal code
 * and the town; an address in another shape stays whole as the street.
 */
export function postalAddress(text: string): JsonLdObject {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const town = /^(\d{5})\s+(.+)$/.exec(last);
  if (parts.length > 1 && town) {
    return {
      '@type': 'PostalAddress',
      streetAddress: parts.slice(0, -1).join(', '),
      postalCode: town[1],
      addressLocality: town[2],
      addressCountry: 'ES',
    };
  }
  return { '@type': 'PostalAddress', streetAddress: text.trim(), addressCountry: 'ES' };
}

/**
 * The edition as a schema.org `Event` held at its venue, on the fair's home page `url`; with `offers`, the tickets
 * sold on `ticketsUrl`. Null when the edition has no start date (search engines require one).
 * @example fairEvent(edition, 'https://feria.example/', { offers: tickets, ticketsUrl: TICKETS_SITE_URL })
 */
export function fairEvent(
  edition: EventEdition,
  url: string,
  options: { offers?: readonly EventOffer[]; ticketsUrl?: string; image?: string | null } = {},
): JsonLdObject | null {
  if (!edition.startsOn) return null;
  const place: JsonLdObject = { '@type': 'Place', name: edition.venue ?? edition.address ?? edition.name };
  if (edition.address) place['address'] = postalAddress(edition.address);
  const event: JsonLdObject = {
    '@type': 'Event',
    name: edition.name,
    startDate: edition.startsOn,
    endDate: edition.endsOn ?? edition.startsOn,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place,
    url,
  };
  if (options.image) event['image'] = [options.image];
  if (options.offers && options.offers.length > 0) {
    event['offers'] = options.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: 'EUR',
      ...(options.ticketsUrl ? { url: options.ticketsUrl } : {}),
      availability: 'https://schema.org/InStock',
    }));
  }
  return event;
}

/** The breadcrumbs of an information page: the home page, then the page itself (absolute addresses). */
export function pageBreadcrumbs(
  home: { name: string; url: string },
  page: { name: string; url: string },
): JsonLdObject {
  return breadcrumbList([home, page]);
}
