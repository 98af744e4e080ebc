import { isTicketDeskRole, normalizeInvitationCode, parseTicketCode } from './tickets';

describe('normalizeInvitationCode', () => {
  it('upper-cases, trims and joins the parts with one dash', () => {
    expect(normalizeInvitationCode(' invitado-2025 ')).toBe('INVITADO-2025');
    expect(normalizeInvitationCode('Invitado – 2025')).toBe('INVITADO-2025');
    expect(normalizeInvitationCode('invitado 2025')).toBe('INVITADO-2025');
    expect(normalizeInvitationCode(' - ')).toBe('');
  });

  it('drops control characters, which the database refuses in text', () => {
    expect(normalizeInvitationCode('INVITADO\u0000-2025')).toBe('INVITADO-2025');
    expect(normalizeInvitationCode('\u0000\u0007\u007f')).toBe('');
  });
});

describe('parseTicketCode', () => {
  const code = 'AM25-7K3M-Q9TX-2HRB';

  it('reads the code as printed, typed loosely, or at the end of an address', () => {
    for (const input of [
      code,
      ' am25 7k3m q9tx 2hrb ',
      'AM257K3MQ9TX2HRB',
      `https://feria.example/entrada/${code}`,
      `https://feria.example/validar?code=${code.toLowerCase()}`,
    ]) {
      expect(parseTicketCode(input)).toBe(code);
    }
    // O, I and L in the random part are read as the digits people meant.
    expect(parseTicketCode('AM25-OOOO-IIII-LLLL')).toBe('AM25-0000-1111-1111');
  });

  it('answers null for text that holds no ticket code', () => {
    for (const input of [
      '',
      'INVITADO-2025',
      'AM25-7K3M-Q9TX',
      'AM25-7K3M-Q9TX-2HRU',
      "' OR 1=1 --",
      'https://x.example/%E0%A4%A',
      'Z'.repeat(301),
    ]) {
      expect(parseTicketCode(input)).toBeNull();
    }
  });
});

describe('isTicketDeskRole', () => {
  it('is true for staff and admins only', () => {
    expect(['visitor', 'staff', 'admin', '', null].map(isTicketDeskRole)).toEqual([false, true, true, false, false]);
  });
});
