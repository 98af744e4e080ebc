import { messageToHtml } from './message-html';

describe('messageToHtml', () => {
  it('turns every kind of line break into <br>', () => {
    expect(messageToHtml('uno\r\ndos\ntres\rcuatro')).toBe('uno<br>dos<br>tres<br>cuatro');
    expect(messageToHtml('a\n\nb')).toBe('a<br><br>b');
    expect(messageToHtml('\r\n')).toBe('<br>');
  });

  it('escapes the five HTML characters', () => {
    expect(messageToHtml(`Tom & "Jerry" <3 'x' >`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;3 &#39;x&#39; &gt;');
  });

  it('leaves no markup from hostile input', () => {
    expect(messageToHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(messageToHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(messageToHtml('<br>')).toBe('&lt;br&gt;');
    expect(messageToHtml("x' OR '1'='1")).toBe('x&#39; OR &#39;1&#39;=&#39;1');
  });

  it('escapes text that looks escaped already, since the visitor typed it', () => {
    expect(messageToHtml('&lt;b&gt; &amp;')).toBe('&amp;lt;b&amp;gt; &amp;amp;');
  });

  it('keeps other text, accents and emoji as they are', () => {
    expect(messageToHtml('Hola, ¿qué tal? 🎨')).toBe('Hola, ¿qué tal? 🎨');
    expect(messageToHtml('')).toBe('');
  });

  it('handles a large message', () => {
    const text = 'línea <b>\n'.repeat(10_000);
    const html = messageToHtml(text);
    expect(html.match(/<br>/g)).toHaveLength(10_000);
    expect(html).not.toContain('<b>');
  });
});
