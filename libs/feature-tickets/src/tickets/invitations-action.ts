import { data, type ActionFunctionArgs } from 'react-router';
import { RedeemInvitationDocument } from '../documents';
import { validateForm, type FormValues } from '@art/forms';
import { languageOf } from '@art/routing';
import { apiClient } from '@art/site';
import { HONEYPOT_FIELD, INVITATION_FIELDS, toRedeemVariables } from './invitation-form';

/** What became of the invitation form posted without scripts. */
export type InvitationOutcome =
  | { readonly kind: 'sent'; readonly text: string; readonly ticketCode: string | null }
  | {
      readonly kind: 'invalid';
      readonly field: string;
      readonly message: string;
      readonly options?: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'error'; readonly text: string | null };

/** Largest form body read: three short fields and the honeypot. */
const BODY_MAX_BYTES = 16 * 1024;

const outcome = (value: InvitationOutcome, status = 200) => data<InvitationOutcome>(value, { status });

/**
 * The invitations page's action: where its form posts when scripts are off (with scripts the page calls the API
 * itself). The browser's checks in the same order, then `redeemInvitation` for the visitor (their address forwarded,
 * so the API's limit counts them); nothing is sent when a check fails.
 */
export async function invitationsAction({ request, context }: ActionFunctionArgs) {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(length) || length > BODY_MAX_BYTES) return outcome({ kind: 'error', text: null }, 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return outcome({ kind: 'invalid', field: 'code', message: 'requerido' }, 400);
  }
  const values: FormValues = Object.fromEntries(
    ['code', 'name', 'email', HONEYPOT_FIELD].map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
  const check = validateForm(INVITATION_FIELDS, values);
  if (check.firstInvalid) {
    const { name, message, messageOptions } = check.firstInvalid;
    return outcome(
      { kind: 'invalid', field: name, message, ...(messageOptions ? { options: messageOptions } : {}) },
      400,
    );
  }
  const lang = languageOf(new URL(request.url).pathname);
  try {
    const { redeemInvitation } = await apiClient(request, context, lang).request(
      RedeemInvitationDocument,
      toRedeemVariables(values),
    );
    if (redeemInvitation.ok)
      return outcome({ kind: 'sent', text: redeemInvitation.response ?? '', ticketCode: redeemInvitation.ticketCode });
    return outcome({ kind: 'error', text: redeemInvitation.response?.trim() || null }, 422);
  } catch {
    return outcome({ kind: 'error', text: null }, 502);
  }
}
