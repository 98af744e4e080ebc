import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, breadcrumbList, jsonLdText } from './json-ld';

describe('JSON-LD', () => {
  it('adds the schema.org context and escapes what could close the script element', () => {
    const text = jsonLdText({ '@type': 'Article', headline: 'A </script><script>alert(1)</script> title\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'A </script><script>alert(1)</script> title\u2028',
    });
  });

  it('keeps a context already given and handles a list', () => {
    const list = JSON.parse(
      jsonLdText([{ '@type': 'Event', '@context': 'https://schema.org/' }, { '@type': 'Place' }]),
    );
    expect(list).toEqual([
      { '@type': 'Event', '@context': 'https://schema.org/' },
      { '@context': 'https://schema.org', '@type': 'Place' },
    ]);
  });

  it('renders one script element of type application/ld+json', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ '@type': 'Organization', name: 'Feria <b>' }} />);
    expect(html).toBe(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Feria \\u003cb>"}</script>',
    );
  });

  it('numbers breadcrumbs from 1 and leaves the address out of the last step when it has none', () => {
    expect(breadcrumbList([{ name: 'Inicio', url: 'https://fair.test/' }, { name: 'Blog' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://fair.test/' },
        { '@type': 'ListItem', position: 2, name: 'Blog' },
      ],
    });
  });
});
