import {
  EMPTY_BLOG_QUERY,
  blogQueryString,
  blogSearchText,
  changeBlogCategory,
  clearBlog,
  isFilteredBlog,
  parseBlogQuery,
  searchBlog,
} from './blog-query';

describe('blog state in the URL', () => {
  it('starts as the plain list (init)', () => {
    expect(parseBlogQuery('')).toEqual(EMPTY_BLOG_QUERY);
    expect(blogQueryString(EMPTY_BLOG_QUERY)).toBe('');
    expect(isFilteredBlog(EMPTY_BLOG_QUERY)).toBe(false);
  });

  it('reads the text, the category and the cursor, and writes them back in a stable order', () => {
    const query = parseBlogQuery('?after=abc_-1&category=obras&q=pintura');
    expect(query).toEqual({ text: 'pintura', category: 'obras', after: 'abc_-1' });
    expect(blogQueryString(query)).toBe('?q=pintura&category=obras&after=abc_-1');
    expect(parseBlogQuery(blogQueryString(query))).toEqual(query);
  });

  it('writes English category words on the English page and reads either language’s on either page', () => {
    const query = parseBlogQuery('?category=obras&q=pintura');
    expect(blogQueryString(query, 'en')).toBe('?q=pintura&category=works');
    expect(blogQueryString(query, 'es')).toBe('?q=pintura&category=obras');
    expect(blogQueryString({ category: 'actualidad' }, 'en')).toBe('?category=news');
    expect(blogQueryString({ category: 'exposiciones' }, 'en')).toBe('?category=shows');
    expect(blogQueryString({ category: 'product' }, 'en')).toBe('?category=market');
    // An English address, and a Spanish one kept from before, open the same category.
    expect(parseBlogQuery('?category=works').category).toBe('obras');
    expect(parseBlogQuery('?category=News').category).toBe('actualidad');
    expect(parseBlogQuery('?category=obras').category).toBe('obras');
    expect(parseBlogQuery(blogQueryString(query, 'en'))).toEqual(query);
  });

  it('keeps the search text without accents, spaces collapsed, at most 100 characters (T24)', () => {
    expect(blogSearchText('  Fotografía   en\tMadrid ')).toBe('Fotografia en Madrid');
    expect(blogSearchText('Núñez, señal')).toBe('Nunez, senal');
    expect(parseBlogQuery('?q=Escultura%20p%C3%BAblica').text).toBe('Escultura publica');
    expect(blogSearchText('a'.repeat(150))).toHaveLength(100);
    expect(blogSearchText('\u0000uno\u0007dos')).toBe('uno dos');
  });

  it('accepts a category in any case and ignores an unknown one', () => {
    expect(parseBlogQuery('?category=ACTUALIDAD').category).toBe('actualidad');
    expect(parseBlogQuery('?category=product').category).toBe('product');
    expect(parseBlogQuery('?category=gossip').category).toBeNull();
  });

  it.each([
    ['hostile text in the category and cursor', '?category=<script>alert(1)</script>&after=<img onerror=x>'],
    ['an SQL-looking cursor', "?after=1' OR '1'='1"],
    ['an oversized cursor', `?after=${'a'.repeat(600)}`],
    ['empty values', '?q=&category=&after='],
    ['only spaces as text', '?q=%20%20%20'],
  ])('ignores %s and keeps the plain list', (_what, search) => {
    expect(parseBlogQuery(search)).toEqual(EMPTY_BLOG_QUERY);
  });

  it('keeps hostile search text as plain text, escaped in the URL', () => {
    const query = parseBlogQuery(`?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(query.text).toBe('<script>alert(1)</script>');
    expect(blogQueryString(query)).toBe('?q=%3Cscript%3Ealert%281%29%3C%2Fscript%3E');
  });

  it('search: a new text on the same category, back to the first page', () => {
    const from = { text: 'azul', category: 'obras' as const, after: 'cursor' };
    expect(searchBlog(from, ' Cerámica ')).toEqual({ text: 'Ceramica', category: 'obras', after: null });
  });

  it('change category: the same text, back to the first page; null is every category', () => {
    const from = { text: 'azul', category: 'obras' as const, after: 'cursor' };
    expect(changeBlogCategory(from, 'agenda')).toEqual({ text: 'azul', category: 'agenda', after: null });
    expect(changeBlogCategory(from, null)).toEqual({ text: 'azul', category: null, after: null });
  });

  it('clear: back to the plain list', () => {
    expect(clearBlog()).toEqual(EMPTY_BLOG_QUERY);
    expect(isFilteredBlog({ text: '', category: 'agenda', after: null })).toBe(true);
    expect(isFilteredBlog({ text: 'x', category: null, after: null })).toBe(true);
  });
});
