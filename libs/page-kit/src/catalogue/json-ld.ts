/**
 * The schema.org objects of the catalogue pages (`Person` for an artist, `ArtGallery` for a gallery), built from what
 * the pages loaded; addresses are made absolute against the page's own canonical address.
 */
import type { ArtistPageArtist, GalleryPageGallery, WorkPageWork } from '../documents';
import type { JsonLdObject } from '@art/site';
import { absoluteUrl } from '../editorial/format';

/** A postal address, leaving out what is not known. */
function postalAddress(address: { street?: string; city: string; countryCode: string }): JsonLdObject | undefined {
  if (!address.street && !address.city) return undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street || undefined,
    addressLocality: address.city || undefined,
    addressCountry: address.countryCode || undefined,
  };
}

/** An artist as a `Person`: name, biography, portrait, birth year, the city they live in and their galleries. */
export function artistJsonLd(artist: ArtistPageArtist, pageUrl: string): JsonLdObject {
  return {
    '@type': 'Person',
    '@id': `${pageUrl}#person`,
    name: artist.fullName,
    givenName: artist.firstName || undefined,
    familyName: artist.lastName || undefined,
    url: pageUrl,
    description: artist.biography || undefined,
    image: artist.featuredImage ? absoluteUrl(artist.featuredImage.url, pageUrl) : undefined,
    birthDate: artist.birthYear ? String(artist.birthYear) : undefined,
    homeLocation: artist.city
      ? {
          '@type': 'Place',
          name: artist.city,
          address: postalAddress({ city: artist.city, countryCode: artist.countryCode }),
        }
      : undefined,
    affiliation:
      artist.galleries.length > 0
        ? artist.galleries.map((g) => ({
            '@type': 'ArtGallery',
            name: g.comercialName,
            url: absoluteUrl(g.url, pageUrl),
          }))
        : undefined,
  };
}

/** A gallery as an `ArtGallery`: name, description, address, image, website and phone. */
export function galleryJsonLd(gallery: GalleryPageGallery, pageUrl: string): JsonLdObject {
  return {
    '@type': 'ArtGallery',
    '@id': `${pageUrl}#gallery`,
    name: gallery.comercialName,
    url: pageUrl,
    description: gallery.description || undefined,
    image: gallery.image ? absoluteUrl(gallery.image.url, pageUrl) : undefined,
    address: postalAddress({
      street: gallery.address.fullAddress,
      city: gallery.address.city,
      countryCode: gallery.address.countryCode,
    }),
    telephone: gallery.phone ?? undefined,
    sameAs: gallery.website ? [gallery.website] : undefined,
  };
}

/** A length in centimetres as a schema.org `QuantitativeValue` (UN/CEFACT code CMT); nothing for an absent one. */
function centimetres(value: number | null): JsonLdObject | undefined {
  return value ? { '@type': 'QuantitativeValue', value, unitCode: 'CMT', unitText: 'cm' } : undefined;
}

/**
 * A work as a `VisualArtwork`: title, artist (`Person`), year, medium, measures in cm, images and, only when it has a
 * price, an `Offer` in its currency that is `InStock` when it can be bought now and `OutOfStock` otherwise (sold,
 * reserved or not for sale online).
 */
export function workJsonLd(work: WorkPageWork, pageUrl: string): JsonLdObject {
  const priced = work.price !== null && work.price > 0;
  return {
    '@type': 'VisualArtwork',
    '@id': `${pageUrl}#artwork`,
    name: work.title,
    url: pageUrl,
    description: work.description || undefined,
    image: work.images.length > 0 ? work.images.map((image) => absoluteUrl(image.url, pageUrl)) : undefined,
    creator: { '@type': 'Person', name: work.artist.fullName, url: absoluteUrl(work.artist.url, pageUrl) },
    dateCreated: work.year ? String(work.year) : undefined,
    artMedium: work.technicsText || undefined,
    height: centimetres(work.height),
    width: centimetres(work.width),
    depth: centimetres(work.depth),
    offers: priced
      ? {
          '@type': 'Offer',
          price: work.price,
          priceCurrency: work.currency || 'EUR',
          availability: work.buyable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: pageUrl,
          seller: work.gallery
            ? { '@type': 'ArtGallery', name: work.gallery.comercialName, url: absoluteUrl(work.gallery.url, pageUrl) }
            : undefined,
        }
      : undefined,
  };
}
