import { isSafeHref } from './safe-href';

describe('isSafeHref', () => {
  it.each([
    '/es/obras',
    '#content',
    '?page=2',
    'obra/x',
    'https://tickets.example.org',
    'http://a.b',
    'mailto:info@example.org',
    'tel:+34910000000',
  ])('accepts %s', (href) => expect(isSafeHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:x',
    'data:text/html,<script>',
    'vbscript:msgbox',
    '',
    '   ',
  ])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false));
});
