import { mailHtml } from './message-text';

describe('mailHtml', () => {
  it('wraps the body in a document of the language, with the subject escaped as its title', () => {
    const html = mailHtml('en', 'Order <A1> & co', ['<p>Hello</p>']);
    expect(html).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Order &lt;A1&gt; &amp; co</title></head><body>',
        '<p>Hello</p>',
        '</body></html>',
      ].join('\n'),
    );
  });
});
