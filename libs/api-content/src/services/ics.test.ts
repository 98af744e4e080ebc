import { ICS_LINE_OCTETS, escapeText, foldLine, utcDateTime, writeCalendar, type CalendarEvent } from './ics';

/** The lines of a calendar text as a reader unfolds them (RFC 5545 §3.1: CRLF followed by one space joins). */
function unfold(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

const event: CalendarEvent = {
  uid: 'activity-1@feria.example',
  stamp: new Date('2025-02-01T09:30:00.000Z'),
  start: new Date('2025-03-06T17:00:00.000Z'),
  end: new Date('2025-03-06T18:15:00.000Z'),
  summary: 'Coleccionar por primera vez',
  location: 'Auditorio, planta baja',
  description: 'Primer párrafo; con punto y coma.\n\nSegundo párrafo, con coma y barra \\.',
  url: 'https://feria.example/es/actividad/coleccionar-por-primera-vez?a=1,2;b',
  categories: ['Charlas'],
};

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks of a TEXT value', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves out control characters TEXT does not allow, keeping tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });

  it('keeps HTML and SQL-looking text as plain text', () => {
    expect(escapeText("<script>alert(1)</script>'; DROP TABLE x; --")).toBe(
      "<script>alert(1)</script>'\\; DROP TABLE x\\; --",
    );
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('keeps every folded line within 75 octets, the leading space included', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(400)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'x'.repeat(400)}`);
  });

  it.each([
    ['two-octet letters', 'á'],
    ['three-octet signs', '€'],
    ['four-octet emoji', '🎨'],
  ])('never cuts a UTF-8 character in two (%s)', (_what, char) => {
    const line = `SUMMARY:${char.repeat(120)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      const octets = Buffer.from(part, 'utf8');
      expect(octets.length).toBeLessThanOrEqual(ICS_LINE_OCTETS);
      // Each physical line decodes on its own: no broken sequence at either end.
      expect(octets.toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('utcDateTime', () => {
  it('writes a UTC date-time without separators or milliseconds', () => {
    expect(utcDateTime(new Date('2025-03-06T17:00:00.123Z'))).toBe('20250306T170000Z');
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar({ prodId: '-//Feria//Actividades//ES', events: [event] });

  it('ends every line with CRLF and has no bare line feed', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes one VEVENT with UID, DTSTAMP, start and end in UTC, summary, place, description, page and category', () => {
    expect(unfold(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Feria//Actividades//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:activity-1@feria.example',
      'DTSTAMP:20250201T093000Z',
      'DTSTART:20250306T170000Z',
      'DTEND:20250306T181500Z',
      'SUMMARY:Coleccionar por primera vez',
      'LOCATION:Auditorio\\, planta baja',
      'DESCRIPTION:Primer párrafo\\; con punto y coma.\\n\\nSegundo párrafo\\, con coma y barra \\\\.',
      'URL:https://feria.example/es/actividad/coleccionar-por-primera-vez?a=1,2;b',
      'CATEGORIES:Charlas',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('leaves DTEND out when the event has no end (or one not after its start) and skips empty fields', () => {
    const lines = unfold(
      writeCalendar({
        prodId: 'x',
        events: [{ ...event, end: null, location: '', description: null, url: null, categories: [] }],
      }),
    );
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
    expect(lines.some((l) => /^(LOCATION|DESCRIPTION|URL|CATEGORIES)/.test(l))).toBe(false);
    const same = unfold(writeCalendar({ prodId: 'x', events: [{ ...event, end: event.start }] }));
    expect(same.some((l) => l.startsWith('DTEND'))).toBe(false);
  });

  it('folds a long description of accented text within 75 octets a line', () => {
    const long = writeCalendar({
      prodId: 'x',
      events: [{ ...event, description: 'Exposición de pequeño formato. '.repeat(20) }],
    });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    expect(unfold(long).find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:${'Exposición de pequeño formato. '.repeat(20)}`,
    );
  });
});
