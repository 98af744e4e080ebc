/** The invitation form's checks (its schema, the API's: `invitationForm` of `@art/model`) and what it sends: one definition for the page and its action. */
import { schemaFields, type FieldDefinition, type FormValues } from '@art/forms';
import type { RedeemInvitationVariables } from '../documents';
import { invitationForm } from '@art/model';

/** The honeypot's name: a field people never see, that only robots fill in. */
export const HONEYPOT_FIELD = 'website';

/** The fields, checked in this order: code, name, e-mail. */
export const INVITATION_FIELDS: readonly FieldDefinition[] = schemaFields(invitationForm);

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What `redeemInvitation` receives from checked form values (the honeypot only when filled). */
export function toRedeemVariables(values: FormValues): RedeemInvitationVariables {
  const website = text(values, HONEYPOT_FIELD);
  return {
    code: text(values, 'code'),
    name: text(values, 'name'),
    email: text(values, 'email'),
    website: website || null,
  };
}
