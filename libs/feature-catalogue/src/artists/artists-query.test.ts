import { EMPTY_ARTISTS_QUERY, LETTERS, artistsQueryString, parseArtistsQuery } from './artists-query';

describe('the A–Z index state in the URL', () => {
  it('reads a letter (accents and case folded), a search text and a cursor', () => {
    expect(parseArtistsQuery('?letter=n&q=%20Núñez%20%20Ibáñez%20&after=WyJhIl0')).toEqual({
      letter: 'N',
      text: 'Núñez Ibáñez',
      after: 'WyJhIl0',
    });
    expect(parseArtistsQuery('letter=Ó').letter).toBe('O');
  });

  it('ignores what is not a letter or a cursor, never failing', () => {
    for (const letter of ['7', 'AB', '<', '', 'ñn'])
      expect(parseArtistsQuery(`?letter=${encodeURIComponent(letter)}`).letter).toBeNull();
    expect(parseArtistsQuery('?after=not%20a%20cursor').after).toBeNull();
    expect(parseArtistsQuery(`?after=${'a'.repeat(513)}`).after).toBeNull();
    expect(parseArtistsQuery('?q=%00%0A')).toEqual(EMPTY_ARTISTS_QUERY);
  });

  it('cuts a search text to the 100 characters the API accepts', () => {
    expect(parseArtistsQuery(`?q=${'a'.repeat(300)}`).text).toHaveLength(100);
  });

  it('writes a stable search string, leaving out what is empty, and reads it back', () => {
    expect(artistsQueryString(EMPTY_ARTISTS_QUERY)).toBe('');
    expect(artistsQueryString({ letter: 'N' })).toBe('?letter=N');
    const query = { letter: 'L', text: 'lópez & co', after: 'abc_-1' };
    const written = artistsQueryString(query);
    expect(written).toBe('?letter=L&q=l%C3%B3pez+%26+co&after=abc_-1');
    expect(parseArtistsQuery(written)).toEqual(query);
  });

  it('has the 26 letters of the index', () => {
    expect(LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
});
