import { escapeHtml } from '@art/api-core';
import { checkContact, messageText, textToHtml } from './contact';

const valid = { fromName: 'Ana López', fromEmail: 'ana@galeria.es', message: 'Hola' };

describe('messageText: a message as the sites send it, back to plain text', () => {
  it.each([
    ['line-break tags in any spelling', 'a<br>b<BR/>c<br />d< br >e</br>f', 'a\nb\nc\nd\ne\nf'],
    [
      'the references the forms kit writes',
      'Tom &amp; Jerry &lt;3 &quot;hola&quot; l&#39;art',
      'Tom & Jerry <3 "hola" l\'art',
    ],
    ['numeric references', '&#241;&#xF1;&#x1F600;', 'ññ😀'],
    ['references only once', '&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['an escaped <br> as the text the visitor typed', '&lt;br&gt;', '<br>'],
    ['raw line endings', 'a\r\nb\rc\nd', 'a\nb\nc\nd'],
    ['control and direction-override characters', 'a\u0000b\u0007c\u202Ed\u2066e', 'abcde'],
    ['invalid code points', '&#0;&#xD800;&#x110000;', '\uFFFD\uFFFD\uFFFD'],
    ['other markup as text', '<b onclick="x()">hi</b>', '<b onclick="x()">hi</b>'],
    ['a br with attributes as text', '<br onclick=alert(1)>', '<br onclick=alert(1)>'],
    ['unknown references as text', '&copy; &foo; & ;', '&copy; &foo; & ;'],
    ['blank ends', '  <br>\n hola \n<br> ', 'hola'],
  ])('reads %s', (_, input, expected) => {
    expect(messageText(input)).toBe(expected);
  });
});

describe('escapeHtml and textToHtml', () => {
  it('leave no markup but <br>', () => {
    expect(escapeHtml('<script>alert("x") & \'y\'</script>')).toBe(
      '&lt;script&gt;alert("x") &amp; \'y\'&lt;/script&gt;',
    );
    expect(textToHtml('<img src=x onerror=alert(1)>\nadiós')).toBe('&lt;img src=x onerror=alert(1)&gt;<br>adiós');
  });

  it('give back what the forms kit sends for ordinary text', () => {
    expect(textToHtml(messageText('Hola,<br>¿tenéis catálogo?'))).toBe('Hola,<br>¿tenéis catálogo?');
  });
});

describe('checkContact', () => {
  it('answers the clean message', () => {
    expect(
      checkContact({ fromName: '  Ana \n López ', fromEmail: ' ana@galeria.es ', message: ' Hola<br>&lt;b&gt; ' }),
    ).toEqual({
      ok: true,
      message: { fromName: 'Ana López', fromEmail: 'ana@galeria.es', text: 'Hola\n<b>', html: 'Hola<br>&lt;b&gt;' },
    });
  });

  it('checks in the order of the form: name, e-mail, message', () => {
    expect(checkContact({ fromName: '', fromEmail: '', message: '' })).toMatchObject({ code: 'contactNameRequired' });
    expect(checkContact({ fromName: 'Ana', fromEmail: '', message: '' })).toMatchObject({
      code: 'contactEmailRequired',
    });
    expect(checkContact({ fromName: 'Ana', fromEmail: 'ana', message: '' })).toMatchObject({
      code: 'contactEmailInvalid',
    });
    expect(checkContact({ fromName: 'Ana', fromEmail: 'ana@x.es', message: '' })).toMatchObject({
      code: 'contactMessageRequired',
    });
  });

  it('measures the name and the message in characters as typed', () => {
    expect(checkContact({ ...valid, fromName: 'ñ'.repeat(120) }).ok).toBe(true);
    expect(checkContact({ ...valid, fromName: '😀'.repeat(120) }).ok).toBe(true);
    expect(checkContact({ ...valid, fromName: 'ñ'.repeat(121) })).toEqual({
      ok: false,
      code: 'contactNameTooLong',
      params: { max: 120 },
    });
    expect(checkContact({ ...valid, message: '😀'.repeat(5000) }).ok).toBe(true);
    expect(checkContact({ ...valid, message: '&lt;'.repeat(5000) }).ok).toBe(true);
    expect(checkContact({ ...valid, message: 'a'.repeat(5001) })).toEqual({
      ok: false,
      code: 'contactMessageTooLong',
      params: { max: 5000 },
    });
    expect(checkContact({ ...valid, message: 'a'.repeat(10_000_000) })).toMatchObject({
      code: 'contactMessageTooLong',
    });
  });

  it('refuses names with angle brackets and addresses with quoted local parts', () => {
    expect(checkContact({ ...valid, fromName: '<b>Ana</b>' })).toMatchObject({ code: 'contactNameInvalid' });
    expect(checkContact({ ...valid, fromName: 'Smith & Sons' }).ok).toBe(true);
    expect(checkContact({ ...valid, fromEmail: '"ana lopez"@galeria.es' })).toMatchObject({
      code: 'contactEmailInvalid',
    });
  });
});
