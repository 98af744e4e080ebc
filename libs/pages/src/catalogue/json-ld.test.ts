/**
 * @jest-environment node
 */
import { artistPageFixture, galleryPageFixture } from '@art/data/testing';
import { jsonLdText } from '@art/site';
import { absoluteUrl, artistJsonLd, galleryJsonLd } from './json-ld';

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
      homeLocation: { '@type': 'Place', name: 'Madrid', address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' } },
      affiliation: [{ '@type': 'ArtGallery', name: 'Galería Norte', url: 'http://localhost:4200/es/galeria/galeria-norte' }],
    });
  });

  it('leaves out what an artist does not have', () => {
    const artist = { ...artistPageFixture().getArtist!, biography: '', featuredImage: null, birthYear: null, city: '', galleries: [] };
    expect(Object.keys(JSON.parse(jsonLdText(artistJsonLd(artist, PAGE)))).sort()).toEqual(['@context', '@id', '@type', 'familyName', 'givenName', 'name', 'url']);
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
      address: { '@type': 'PostalAddress', streetAddress: 'Calle Mayor 1, 28013 Madrid', addressLocality: 'Madrid', addressCountry: 'ES' },
      telephone: '+34 910 000 000',
      sameAs: ['https://galerianorte.example'],
    });
  });

  it('makes paths absolute and keeps absolute addresses', () => {
    expect(absoluteUrl('/es/artistas', PAGE)).toBe('http://localhost:4200/es/artistas');
    expect(absoluteUrl('http://localhost:4300/es/shop', PAGE)).toBe('http://localhost:4300/es/shop');
  });
});
