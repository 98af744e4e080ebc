import { parseIntent, withIntent } from './marks';

describe('intents carried through the login page', () => {
  it('adds the intent to an address, keeping its query', () => {
    expect(withIntent('/es/shop/obras', '?sizes=small', { kind: 'save-work', id: '12' })).toBe(
      '/es/shop/obras?sizes=small&intent=save-work%3A12',
    );
    expect(withIntent('/en/artist/ana-rey', '', { kind: 'follow-artist', id: '7' })).toBe(
      '/en/artist/ana-rey?intent=follow-artist%3A7',
    );
  });

  it('reads back a well-formed intent only', () => {
    expect(parseIntent('?intent=save-work%3A12')).toEqual({ kind: 'save-work', id: '12' });
    expect(parseIntent('?a=1&intent=follow-artist:7')).toEqual({ kind: 'follow-artist', id: '7' });
    for (const search of [
      '',
      '?intent=',
      '?intent=delete-account:1',
      '?intent=save-work:',
      "?intent=save-work:1' OR 1=1",
      '?intent=save-work:<b>1</b>',
    ]) {
      expect(parseIntent(search)).toBeNull();
    }
  });
});
