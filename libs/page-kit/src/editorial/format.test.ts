import { absoluteUrl, dayKey, formatDate, formatDay, formatTime, paragraphsOf } from './format';

describe('editorial formats', () => {
  it('shows times in Madrid, whatever the machine’s time zone', () => {
    expect(formatTime('2025-03-06T17:00:00.000Z', 'es')).toBe('18:00');
    expect(formatTime('2025-03-06T17:00:00.000Z', 'en')).toBe('18:00');
    // Summer time: UTC+2.
    expect(formatTime('2025-07-01T17:30:00.000Z', 'en')).toBe('19:30');
  });

  it('names dates and days in the page language', () => {
    expect(formatDate('2025-03-06T17:00:00.000Z', 'es')).toBe('6 de marzo de 2025');
    expect(formatDate('2025-03-06T17:00:00.000Z', 'en')).toBe('6 March 2025');
    expect(formatDay('2025-03-06T17:00:00.000Z', 'es')).toBe('jueves, 6 de marzo de 2025');
    expect(formatDay('2025-03-06T17:00:00.000Z', 'en')).toBe('Thursday, 6 March 2025');
  });

  it('keeps a calendar day as written', () => {
    expect(formatDate('2025-03-10', 'es')).toBe('10 de marzo de 2025');
    expect(formatDate('not a date', 'es')).toBe('not a date');
  });

  it('groups by the Madrid day: 23:30 UTC on the 6th is already the 7th', () => {
    expect(dayKey('2025-03-06T22:30:00.000Z')).toBe('2025-03-06');
    expect(dayKey('2025-03-06T23:30:00.000Z')).toBe('2025-03-07');
  });

  it('splits plain text on blank lines into trimmed paragraphs', () => {
    expect(paragraphsOf('Uno.\n\nDos\ncon salto.\r\n  \r\nTres.\n\n\n')).toEqual(['Uno.', 'Dos\ncon salto.', 'Tres.']);
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf('<b>no es HTML</b>')).toEqual(['<b>no es HTML</b>']);
  });

  it('makes addresses absolute on an origin', () => {
    expect(absoluteUrl('/api/images/post/x/4.jpg', 'https://feria.example')).toBe(
      'https://feria.example/api/images/post/x/4.jpg',
    );
    expect(absoluteUrl('https://otra.example/a', 'https://feria.example')).toBe('https://otra.example/a');
  });
});
