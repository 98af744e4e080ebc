/**
 * @jest-environment node
 */
import { validateForm } from '@art/forms';
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { INVITATION_FIELDS, toRedeemVariables } from './invitation-form';
import { loadInvitationsPage } from './invitations-page';
import { loadValidationsPage } from './validations-page';
import { localeTitles } from '@art/i18n/testing';

function pageAt(url: string, answer: unknown): PageContext {
  const found = match(url, { site: 'fair' });
  if (!found) throw new Error(url);
  return {
    site: 'fair',
    profile: siteProfile('fair'),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins: { fair: 'https://feria.example', shop: 'https://market.example' },
    titles: localeTitles(found.lang),
    client: {} as PageContext['client'],
    query: (async () => answer) as PageContext['query'],
  };
}

const catalogs = [
  {
    prefix: 'AM21',
    name: 'Feria 2021',
    startsOn: '2021-07-08',
    endsOn: '2021-07-11',
    venue: 'IFEMA',
    isCurrent: false,
  },
  {
    prefix: 'AM25',
    name: 'Feria 2025',
    startsOn: '2025-03-05',
    endsOn: '2025-03-09',
    venue: 'IFEMA, pabellón 9',
    isCurrent: true,
  },
];

describe('loadInvitationsPage', () => {
  it('presents the current edition with its days in the language of the address', async () => {
    expect((await loadInvitationsPage(pageAt('/invitaciones', { catalogs }))).data).toEqual({
      edition: { name: 'Feria 2025', days: '5–9 de marzo de 2025', venue: 'IFEMA, pabellón 9' },
    });
    const en = await loadInvitationsPage(pageAt('/invitations', { catalogs }));
    expect(en.data.edition?.days).toMatch(/^5\s?–\s?9 March 2025$/);
  });

  it('still serves the form without a current edition', async () => {
    expect((await loadInvitationsPage(pageAt('/invitaciones', { catalogs: [catalogs[0]] }))).data).toEqual({
      edition: null,
    });
  });
});

describe('loadValidationsPage', () => {
  it('lets staff and admins in', async () => {
    for (const role of ['staff', 'admin']) {
      const result = await loadValidationsPage(
        pageAt('/validacionesTaquilla', { me: { id: 'u1', fullName: 'Andrés Peña', role } }),
      );
      expect(result.data).toEqual({ allowed: true, fullName: 'Andrés Peña' });
    }
  });

  it('keeps other accounts out', async () => {
    const result = await loadValidationsPage(
      pageAt('/validacionesTaquilla', { me: { id: 'u2', fullName: 'Lucía Ibáñez', role: 'visitor' } }),
    );
    expect(result.data).toEqual({ allowed: false, fullName: 'Lucía Ibáñez' });
  });

  it('sends a token whose session has ended to the login page and back', async () => {
    const thrown = await loadValidationsPage(pageAt('/validacionesTaquilla', { me: null })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get('location')).toBe('/es/acceso?returnUrl=%2FvalidacionesTaquilla');
  });
});

describe('the invitation form', () => {
  const ok = { code: 'invitado-2025', name: 'Ana', email: 'ana@ejemplo.es', website: '' };

  it('checks the code, the name and the e-mail in that order', () => {
    expect(validateForm(INVITATION_FIELDS, { ...ok, code: '', email: 'x' }).firstInvalid).toEqual({
      name: 'code',
      message: 'requerido',
    });
    expect(validateForm(INVITATION_FIELDS, { ...ok, name: 'Ana <b>' }).firstInvalid?.message).toBe(
      'invitations:form.nameInvalid',
    );
    expect(validateForm(INVITATION_FIELDS, { ...ok, name: 'n'.repeat(121) }).firstInvalid).toMatchObject({
      name: 'name',
      message: 'forms:errors.tooLong',
    });
    expect(validateForm(INVITATION_FIELDS, { ...ok, email: 'ana@' }).firstInvalid).toEqual({
      name: 'email',
      message: 'formatoEmail',
    });
    expect(validateForm(INVITATION_FIELDS, ok).valid).toBe(true);
  });

  it('sends the fields trimmed, and the honeypot only when filled', () => {
    expect(toRedeemVariables({ ...ok, name: '  Ana  ' })).toEqual({
      code: 'invitado-2025',
      name: 'Ana',
      email: 'ana@ejemplo.es',
      website: null,
    });
    expect(toRedeemVariables({ ...ok, website: 'http://spam' }).website).toBe('http://spam');
  });
});
