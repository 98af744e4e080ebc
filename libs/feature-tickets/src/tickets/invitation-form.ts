/** The invitation form's checks (the API's, in the browser) and what it sends: one definition for the page and its action. */
import { email, fail, maxLength, PASS, required, type FieldDefinition, type FormValues, type ValidationRule } from '@art/forms';
import type { RedeemInvitationVariables } from '@art/data';
import { EMAIL_MAX_LENGTH, TICKET_LIMITS } from '@art/model';

/** The honeypot's name: a field people never see, that only robots fill in. */
export const HONEYPOT_FIELD = 'website';

/** Names and places are refused with `<` or `>` by the API; the browser says so first. */
const noAngleBrackets: ValidationRule = (value) =>
  typeof value === 'string' && /[<>]/.test(value) ? fail('invitations:form.nameInvalid') : PASS;

/** The fields, checked in this order: code, name, e-mail. */
export const INVITATION_FIELDS: readonly FieldDefinition[] = [
  { name: 'code', rules: [required, maxLength(TICKET_LIMITS.invitationCode)] },
  { name: 'name', rules: [required, maxLength(TICKET_LIMITS.name), noAngleBrackets] },
  { name: 'email', rules: [required, email, maxLength(EMAIL_MAX_LENGTH)] },
];

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What `redeemInvitation` receives from checked form values (the honeypot only when filled). */
export function toRedeemVariables(values: FormValues): RedeemInvitationVariables {
  const website = text(values, HONEYPOT_FIELD);
  return { code: text(values, 'code'), name: text(values, 'name'), email: text(values, 'email'), website: website || null };
}
