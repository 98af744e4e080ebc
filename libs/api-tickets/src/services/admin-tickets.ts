/**
 * The back office's ticket office (issue 17, `src/schema/admin-tickets.graphql`): invitation codes — their list (page,
 * sort, search over code and label, catalogue filter), one code with its tickets, their creation and change, checked
 * by `adminInvitationForm` / `adminInvitationUpdateForm` of `@art/admin-model` and then by what only the database knows
 * (a catalogue that exists, a free code, the uses made) — and the e-tickets they issued: their list (search over code,
 * name and e-mail, invitation and state filters) and their revocation. Every change is written with its audit entry in
 * one transaction. A code made here is an ordinary row of `invitations`: the fair's invitation page (`redeemInvitation`
 * of `invitations.ts`) takes it as it takes the seeded ones.
 */
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { catalogs, invitations, tickets, type Database, type InvitationRow, type TicketRow } from '@art/db';
import {
  adminInvitationForm,
  adminInvitationUpdateForm,
  invitationStatus,
  isTicketState,
  ticketState,
  type TicketState,
} from '@art/admin-model';
import {
  recordChange,
  writeAudited,
  userError,
  checkAdminInput,
  containsText,
  fieldError,
  type FieldError,
  isUniqueViolation,
  rowId,
  changeRefused,
  changeSaved,
  defineAdminResource,
  type ChangeContext,
  type ChangeResult,
  targetId,
  textsContain,
  pageOf,
} from '@art/api-core';
import { randomCodeSymbols } from './tickets';

// ——— Invitations ———

/** An invitation as the back office shows it (`AdminInvitation`, its tickets read apart when asked for). */
export interface AdminInvitationNode {
  id: string;
  code: string;
  catalogPrefix: string;
  label: string;
  maxUses: number;
  uses: number;
  expiresAt: string | null;
  createdAt: string;
  status: string;
}

const invitationNode = (row: InvitationRow): AdminInvitationNode => ({
  id: String(row.id),
  code: row.code,
  catalogPrefix: row.catalogPrefix,
  label: row.label,
  maxUses: row.maxUses,
  uses: row.uses,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  status: invitationStatus(row),
});

/**
 * The invitation codes' list (newest first unless asked otherwise, of one catalogue or all) and one code; their
 * changes are {@link createAdminInvitation} (a code drawn again when taken) and {@link updateAdminInvitation}.
 */
export const adminInvitations = defineAdminResource({
  table: invitations,
  nodes: (rows: InvitationRow[]) => rows.map(invitationNode),
  search: (q) => textsContain([invitations.code, invitations.label], q),
  filters: (options: { catalog?: string | null }) => {
    const catalog = (options.catalog ?? '').trim().toUpperCase();
    return [catalog ? eq(invitations.catalogPrefix, catalog) : undefined];
  },
  sorts: {
    CODE: [invitations.code],
    USES: [invitations.uses, invitations.id],
    CREATED_AT: [invitations.createdAt, invitations.id],
  },
});

/** The most tickets an invitation's page lists (the tickets' list pages through any number). */
export const INVITATION_TICKETS_SHOWN = 500;

/** The tickets an invitation issued, newest first. */
export async function invitationTickets(db: Database, invitation: AdminInvitationNode): Promise<AdminTicketNode[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.invitationId, Number(invitation.id)))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(INVITATION_TICKETS_SHOWN);
  return rows.map((ticket) => ticketNode(ticket, invitation.code));
}

/**
 * A new invitation code: the catalogue's prefix and eight random symbols of the tickets' alphabet in groups of four
 * (`AM26-7K3M-Q9TX`): 40 bits from the system's secure generator, too many to guess, and never read by the desk as a
 * ticket's code (those have twelve).
 */
export function newInvitationCode(catalogPrefix: string): string {
  return `${catalogPrefix.toUpperCase()}-${randomCodeSymbols(4)}-${randomCodeSymbols(4)}`;
}

/** Times a generated code is drawn again when it meets an existing one (40 bits: practically never). */
const CODE_ATTEMPTS = 3;

/** Creates an invitation code; nothing is written when anything is refused. */
export async function createAdminInvitation(
  ctx: ChangeContext,
  input: unknown,
): Promise<ChangeResult<'invitation', AdminInvitationNode>> {
  const { db, lang } = ctx;
  const checked = checkAdminInput(adminInvitationForm, input, lang);
  if (!checked.ok) return changeRefused('invitation', checked.errors);
  const value = checked.value;
  const catalogPrefix = value.catalogPrefix ?? ctx.config.currentCatalogPrefix;
  const [catalog] = await db
    .select({ prefix: catalogs.prefix })
    .from(catalogs)
    .where(eq(catalogs.prefix, catalogPrefix));
  if (!catalog) return changeRefused('invitation', [fieldError(lang, 'catalogPrefix', 'admin.catalogUnknown')]);
  const taken = () => changeRefused('invitation', [fieldError(lang, 'code', 'admin.invitationCodeTaken')]);
  if (
    value.code &&
    (await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.code, value.code))).length > 0
  ) {
    return taken();
  }

  for (let attempt = 1; ; attempt++) {
    const code = value.code ?? newInvitationCode(catalogPrefix);
    try {
      const saved = await db.transaction((tx) =>
        writeAudited(tx, ctx, {
          table: invitations,
          entity: 'invitation',
          id: null,
          before: null,
          fields: {
            code,
            catalogPrefix,
            label: value.label,
            maxUses: value.maxUses,
            expiresAt: value.expiresAt ? new Date(value.expiresAt) : null,
          },
        }),
      );
      return changeSaved('invitation', invitationNode(saved));
    } catch (error) {
      if (!isUniqueViolation(error, 'invitations_code_key')) throw error;
      // A chosen code taken meanwhile is the caller's to change; a generated one is drawn again.
      if (value.code || attempt >= CODE_ATTEMPTS) return taken();
    }
  }
}

/** Changes an invitation's label, uses and expiry; its uses may not go below the tickets already issued. */
export async function updateAdminInvitation(
  ctx: ChangeContext,
  id: string,
  input: unknown,
): Promise<ChangeResult<'invitation', AdminInvitationNode>> {
  const { db, lang } = ctx;
  const target = targetId(lang, id, 'admin.invitationNotFound');
  if (!target.ok) return changeRefused('invitation', target.errors);
  const checked = checkAdminInput(adminInvitationUpdateForm, input, lang);
  if (!checked.ok) return changeRefused('invitation', checked.errors);
  const value = checked.value;
  const invitationId = target.id as number;
  const result = await db.transaction(async (tx) => {
    // The row is locked, so a ticket issued meanwhile waits and the uses compared are the uses written against.
    const [before] = await tx.select().from(invitations).where(eq(invitations.id, invitationId)).for('update');
    if (!before) return [fieldError(lang, 'id', 'admin.invitationNotFound')];
    if (value.maxUses < before.uses) {
      return [fieldError(lang, 'maxUses', 'admin.maxUsesBelowUses', { uses: before.uses })];
    }
    const fields = {
      label: value.label,
      maxUses: value.maxUses,
      expiresAt: value.expiresAt ? new Date(value.expiresAt) : null,
    };
    return writeAudited(tx, ctx, { table: invitations, entity: 'invitation', id: invitationId, before, fields });
  });
  return Array.isArray(result)
    ? changeRefused('invitation', result)
    : changeSaved('invitation', invitationNode(result));
}

// ——— Tickets ———

/** A ticket as the back office shows it (`AdminTicket`). */
export interface AdminTicketNode {
  id: string;
  code: string;
  invitationId: string;
  invitationCode: string;
  name: string;
  email: string;
  lang: string;
  createdAt: string;
  state: TicketState;
  admittedAt: string | null;
  admittedDesk: string | null;
  revokedAt: string | null;
}

const ticketNode = (row: TicketRow, invitationCode: string): AdminTicketNode => ({
  id: String(row.id),
  code: row.code,
  invitationId: String(row.invitationId),
  invitationCode,
  name: row.name,
  email: row.email,
  lang: row.lang,
  createdAt: row.createdAt.toISOString(),
  state: ticketState(row),
  admittedAt: row.admittedAt?.toISOString() ?? null,
  admittedDesk: row.admittedDesk,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The condition of a ticket's state. */
const STATE_CONDITIONS: Record<TicketState, () => SQL | undefined> = {
  valid: () => and(isNull(tickets.admittedAt), isNull(tickets.revokedAt)),
  admitted: () => and(isNotNull(tickets.admittedAt), isNull(tickets.revokedAt)),
  revoked: () => isNotNull(tickets.revokedAt),
};

/** What the tickets' search reads: code, name and e-mail, accents and case aside. */
const ticketSearchable = sql`lower(f_unaccent(${tickets.code} || ' ' || ${tickets.name} || ' ' || ${tickets.email}))`;

/**
 * The tickets' list, newest first unless asked otherwise: of one invitation or all, in one state or any. An unknown
 * state is a translated error; an invitation id that is no id matches nothing.
 */
export const adminTickets = defineAdminResource({
  table: tickets,
  // Each ticket with its invitation's code (counted on the tickets alone).
  read: (db, query) =>
    pageOf(
      db
        .select({ ticket: tickets, invitationCode: invitations.code })
        .from(tickets)
        .innerJoin(invitations, eq(invitations.id, tickets.invitationId))
        .$dynamic(),
      query,
    ),
  rowOf: (record) => record.ticket,
  nodes: (records) => records.map((record) => ticketNode(record.ticket, record.invitationCode)),
  search: (q) => containsText(ticketSearchable, q),
  filters: (options: { invitationId?: string | null; state?: string | null }, { lang }) => {
    const state = (options.state ?? '').trim();
    if (state !== '' && !isTicketState(state)) throw userError(lang, 'admin.ticketState');
    const invitation = options.invitationId ? rowId(options.invitationId) : null;
    if (options.invitationId && invitation === null) return null;
    return [
      invitation !== null ? eq(tickets.invitationId, invitation) : undefined,
      state !== '' && isTicketState(state) ? STATE_CONDITIONS[state]() : undefined,
    ];
  },
  sorts: { CREATED_AT: [tickets.createdAt, tickets.id] },
});

/** What the log keeps of a ticket: which one and its state, not the holder's name. */
const ticketSnapshot = (row: TicketRow) => ({
  id: row.id,
  code: row.code,
  invitationId: row.invitationId,
  email: row.email,
  admittedAt: row.admittedAt,
  revokedAt: row.revokedAt,
});

/**
 * Revokes a ticket: from now on the desk refuses it (`admitTicket` requires `revoked_at IS NULL`). One already revoked
 * or already admitted is refused with its reason. The invitation's use is NOT given back: the code may have been handed
 * to someone else meanwhile, and a revocation is for a ticket that should not admit anyone (a resold or mistaken one),
 * not a way to issue more tickets than the code allows; raise its uses for that.
 */
export async function revokeAdminTicket(
  ctx: ChangeContext,
  id: string,
): Promise<ChangeResult<'ticket', AdminTicketNode>> {
  const { db, lang } = ctx;
  const ticketId = rowId(id);
  const refused = (errors: FieldError[]) => changeRefused('ticket', errors);
  if (ticketId === null) return refused([fieldError(lang, 'id', 'admin.ticketNotFound')]);
  const result = await db.transaction(async (tx) => {
    // Locked: a desk admitting it at this moment waits, then finds it revoked (or this finds it admitted).
    const [before] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!before) return [fieldError(lang, 'id', 'admin.ticketNotFound')];
    if (before.revokedAt) return [fieldError(lang, 'id', 'admin.ticketAlreadyRevoked')];
    if (before.admittedAt) return [fieldError(lang, 'id', 'admin.ticketAlreadyAdmitted')];
    const [after] = await tx
      .update(tickets)
      .set({ revokedAt: sql`now()` })
      .where(eq(tickets.id, ticketId))
      .returning();
    if (!after) throw new Error(`Ticket ${ticketId} was not revoked.`);
    await recordChange(tx, ctx, {
      action: 'update',
      entity: 'ticket',
      entityId: ticketId,
      before: ticketSnapshot(before),
      after: ticketSnapshot(after),
    });
    const [invitation] = await tx
      .select({ code: invitations.code })
      .from(invitations)
      .where(eq(invitations.id, after.invitationId));
    return ticketNode(after, invitation?.code ?? '');
  });
  return Array.isArray(result) ? refused(result) : changeSaved('ticket', result);
}
