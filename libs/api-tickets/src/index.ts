/**
 * `@art/api-tickets`, the fair's tickets in the API (decision 042): invitation codes redeemed for e-tickets (with their
 * QR code, sent by e-mail through core's durable queue) and the ticket desk's validations. Its schema part
 * (`src/schema`: it extends the base's Mutation), its resolvers, its services and their SQL. The composition merges
 * `ticketsResolvers`; the back office's invitations use the functions below. It imports no other domain.
 */
import path from 'node:path';

/** The folder of the tickets' SDL files (in the API's bundle, the bundle's `schema` folder). */
export const TICKETS_SCHEMA_DIR = path.join(__dirname, 'schema');

export { adminTicketsResolvers } from './resolvers/admin-tickets';
export { ticketsResolvers } from './resolvers/tickets';
export type { AdminInvitationNode } from './services/admin-tickets';
export * from './services/invitations';
export * from './services/tickets';
