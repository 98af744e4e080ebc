/**
 * @jest-environment node
 */
import { artistPageFixture, galleryPageFixture, workPageWorkFixture } from '../testing';
import { jsonLdText } from '@art/site';
import { absoluteUrl } from '../editorial/format';
import { artistJsonLd, galleryJsonLd, workJsonLd } from './json-ld';

const PAGE = 'http://localhost:4200/es/artista/ana-lopez';

describe('structured data of the catalogue pages', () => {
  it('describes an artist as a Person with absolute addresses', () => {
    const person = JSON.parse(jsonLdText(artistJsonLd(artistPageFixture().getArtist!, PAGE)));
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${PAGE}#person`,
      name: 'Ana López',
      givenName: 'Ana',
      familyName: 'López',
      url: PAGE,
      description: 'Pintora.',
      image: 'http://localhost:4200/api/images/artist/7/x/4.jpg',
      birthDate: '1980',
      homeLocation: {
        '@type': 'Place',
        name: 'Madrid',
        address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' },
      },
      affiliation: [
        { '@type': 'ArtGallery', name: 'Galería Norte', url: 'http://localhost:4200/es/galeria/galeria-norte' },
      ],
    });
  });

  it('leaves out what an artist does not have', () => {
    const artist = {
      ...artistPageFixture().getArtist!,
      biography: '',
      featuredImage: null,
      birthYear: null,
      city: '',
      galleries: [],
    };
    expect(Object.keys(JSON.parse(jsonLdText(artistJsonLd(artist, PAGE)))).sort()).toEqual([
      '@context',
      '@id',
      '@type',
      'familyName',
      'givenName',
      'name',
      'url',
    ]);
  });

  it('describes a gallery as an ArtGallery with its address and website, and a hostile text cannot close the script', () => {
    const page = 'http://localhost:4200/es/galeria/galeria-norte';
    const gallery = { ...galleryPageFixture().getGallery!, description: '</script><script>alert(1)</script>' };
    const text = jsonLdText(galleryJsonLd(gallery, page));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({
      '@type': 'ArtGallery',
      name: 'Galería Norte',
      url: page,
      description: '</script><script>alert(1)</script>',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle Mayor 1, 28013 Madrid',
        addressLocality: 'Madrid',
        addressCountry: 'ES',
      },
      telephone: '+34 910 000 000',
      sameAs: ['https://galerianorte.example'],
    });
  });

  it('makes paths absolute and keeps absolute addresses', () => {
    expect(absoluteUrl('/es/artistas', PAGE)).toBe('http://localhost:4200/es/artistas');
    expect(absoluteUrl('http://localhost:4300/es/shop', PAGE)).toBe('http://localhost:4300/es/shop');
  });

  it('describes a work as a VisualArtwork with its artist, measures in cm and an offer only when it has a price', () => {
    const page = 'http://localhost:4300/es/shop/obra/ana-lopez/azul';
    const work = workPageWorkFixture();
    const artwork = JSON.parse(jsonLdText(workJsonLd(work, page)));
    expect(artwork).toMatchObject({
      '@type': 'VisualArtwork',
      name: work.title,
      url: page,
      creator: { '@type': 'Person', name: 'Ana López', url: 'http://localhost:4200/es/artista/ana-lopez' },
      dateCreated: '2024',
      artMedium: work.technicsText,
      width: { '@type': 'QuantitativeValue', value: 100, unitCode: 'CMT' },
      height: { '@type': 'QuantitativeValue', value: 80, unitCode: 'CMT' },
      depth: { '@type': 'QuantitativeValue', value: 3, unitCode: 'CMT' },
      image: ['http://localhost:4300/api/images/work/1/a1b2c3/4.jpg'],
      offers: {
        '@type': 'Offer',
        price: 1210,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: page,
      },
    });
    const sold = JSON.parse(jsonLdText(workJsonLd({ ...work, workState: 'Vendida', buyable: false }, page)));
    expect(sold.offers.availability).toBe('https://schema.org/OutOfStock');
    const onRequest = JSON.parse(
      jsonLdText(workJsonLd({ ...work, price: null, buyable: false, depth: null, year: null }, page)),
    );
    expect(onRequest.offers).toBeUndefined();
    expect(onRequest.depth).toBeUndefined();
    expect(onRequest.dateCreated).toBeUndefined();
  });
});
