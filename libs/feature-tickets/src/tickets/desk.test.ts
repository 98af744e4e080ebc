import { admissionTime, deskOutcome, repeatFilter, shownCode } from './desk';

const ticket = {
  code: 'AM25-7K3M-Q9TX-2HRB',
  name: 'Ana Prieto',
  admittedAt: '2025-03-05T10:20:00.000Z',
  admittedDesk: 'Puerta norte',
};

describe('deskOutcome', () => {
  it('passes valid and already used tickets with their details', () => {
    expect(deskOutcome({ ok: true, response: null, status: 'VALID', ticket }, ticket.code)).toEqual({
      kind: 'VALID',
      ticket,
    });
    expect(deskOutcome({ ok: true, response: null, status: 'ALREADY_USED', ticket }, ticket.code)).toEqual({
      kind: 'ALREADY_USED',
      ticket,
    });
  });

  it('repeats what was sent for an unknown ticket, on one short line', () => {
    expect(deskOutcome({ ok: true, response: null, status: 'UNKNOWN', ticket: null }, ' am25\n0000 ')).toEqual({
      kind: 'UNKNOWN',
      code: 'am25 0000',
    });
    const long = deskOutcome({ ok: true, response: null, status: 'UNKNOWN', ticket: null }, 'Z'.repeat(500));
    expect(long).toEqual({ kind: 'UNKNOWN', code: `${'Z'.repeat(39)}…` });
  });

  it('shows the API’s refusal, and a failure when it gives no reason', () => {
    expect(
      deskOutcome({ ok: false, response: 'Solo el personal de taquilla', status: null, ticket: null }, 'x'),
    ).toEqual({
      kind: 'refused',
      text: 'Solo el personal de taquilla',
    });
    expect(deskOutcome({ ok: false, response: null, status: null, ticket: null }, 'x')).toEqual({ kind: 'failed' });
  });
});

describe('shownCode', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(shownCode('🎟'.repeat(41))).toBe(`${'🎟'.repeat(39)}…`);
  });
});

describe('admissionTime', () => {
  it('reads the time in Madrid, and says when it is today there', () => {
    expect(admissionTime('2025-03-05T10:20:00.000Z', new Date('2025-03-08T12:00:00Z'))).toEqual({
      date: '5 de marzo de 2025',
      time: '11:20',
      today: false,
    });
    // 23:30 UTC on the 5th is already the 6th in Madrid.
    expect(admissionTime('2025-03-05T23:30:00.000Z', new Date('2025-03-06T09:00:00Z'))).toEqual({
      date: '6 de marzo de 2025',
      time: '00:30',
      today: true,
    });
  });
});

describe('repeatFilter', () => {
  it('lets a code through once while it stays in sight, and again after it was out of sight', () => {
    const fresh = repeatFilter(3000);
    expect(fresh('A', 0)).toBe(true);
    expect(fresh('A', 150)).toBe(false);
    expect(fresh('A', 2900)).toBe(false);
    expect(fresh('B', 3000)).toBe(true);
    expect(fresh('A', 3100)).toBe(true);
    expect(fresh('A', 7000)).toBe(true);
  });
});
