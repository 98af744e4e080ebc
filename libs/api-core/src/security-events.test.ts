import { SECURITY_EVENTS, maskEmail, securityEvent, type SecurityEventName } from './security-events';

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: object, message: string) => {
    lines.push({ level, fields: fields as Record<string, unknown>, message });
  };
  return { log: { info: at('info'), warn: at('warn') }, lines };
}

describe('maskEmail', () => {
  it.each([
    ['ana.lopez@galeria-ejemplo.es', 'a***@galeria-ejemplo.es'],
    ['  Ana.Lopez@Galeria.ES ', 'a***@galeria.es'],
    ['ñandú@ejemplo.es', 'ñ***@ejemplo.es'],
    ['a@b.es', 'a***@b.es'],
    ['"odd@local"@x.es', '"***@x.es'],
    ['no-at-sign', '***'],
    ['@x.es', '***'],
    ['', '***'],
  ])('masks %j as %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never keeps the local part beyond its first character', () => {
    expect(maskEmail('secreto.personal@galeria.es')).not.toContain('secreto');
  });
});

describe('securityEvent', () => {
  it('logs the event name, its fields and its message at its level', () => {
    const { log, lines } = recorder();
    securityEvent(log, 'security.account_deleted', { userId: 'u1', client: '203.0.113.1' });
    securityEvent(log, 'security.role_refused', {
      operation: 'validateTicket',
      userId: 'u2',
      role: 'visitor',
      client: '2001:db8:1:2::/64',
    });
    expect(lines).toEqual([
      {
        level: 'info',
        fields: { event: 'security.account_deleted', userId: 'u1', client: '203.0.113.1' },
        message: 'account deleted',
      },
      {
        level: 'warn',
        fields: {
          event: 'security.role_refused',
          operation: 'validateTicket',
          userId: 'u2',
          role: 'visitor',
          client: '2001:db8:1:2::/64',
        },
        message: 'refused for the role',
      },
    ]);
  });

  it('masks every e-mail it is given', () => {
    const { log, lines } = recorder();
    securityEvent(log, 'security.login_failed', { operation: 'login', email: 'Ana.Lopez@Galeria.es', client: 'c' });
    securityEvent(log, 'security.password_reset_requested', {
      email: 'eva@galeria.es',
      client: 'c',
      userId: null,
      mailed: false,
    });
    expect(lines.map((l) => l.fields['email'])).toEqual(['a***@galeria.es', 'e***@galeria.es']);
    expect(JSON.stringify(lines)).not.toMatch(/lopez|eva@/i);
  });

  it('has a level and a message for every event, all named security.*', () => {
    const names = Object.keys(SECURITY_EVENTS) as SecurityEventName[];
    expect(names.sort()).toEqual([
      'security.account_deleted',
      'security.login_failed',
      'security.login_locked',
      'security.password_refused',
      'security.password_reset_done',
      'security.password_reset_requested',
      'security.payment_notification_refused',
      'security.role_refused',
      'security.ticket_validated',
    ]);
    for (const name of names) {
      expect(['info', 'warn']).toContain(SECURITY_EVENTS[name].level);
      expect(SECURITY_EVENTS[name].message).toMatch(/^[a-z][a-z ]+$/);
    }
  });
});
