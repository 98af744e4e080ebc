/**
 * The texts of a page that is not there (the sites' error page) and the sites' names, in Spanish and English: apart
 * from `TITLE_TEXTS` (which includes them), so that the browser's error page carries these few texts and not every
 * page's title in both languages (issue 14).
 */
export const ERROR_TITLE_TEXTS: {
  readonly es: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
} = {
  es: {
    'titles.siteName.fair': 'Feria de Arte Contemporáneo de Madrid',
    'titles.siteName.shop': 'Market',
    'descriptions.default':
      '{{siteName}}: galerías, artistas y obras de pintura, fotografía, escultura y papel. Descubre arte contemporáneo en Madrid y cómpralo online.',
    'titles.error': 'Página no disponible | {{siteName}}',
  },
  en: {
    'titles.siteName.fair': 'Madrid Contemporary Art Fair',
    'titles.siteName.shop': 'Market',
    'descriptions.default':
      '{{siteName}}: galleries, artists and works of painting, photography, sculpture and works on paper. Discover contemporary art in Madrid and buy it online.',
    'titles.error': 'Page not available | {{siteName}}',
  },
};
