/**
 * `@art/api-messages`, what visitors write to the fair through the API (decision 042): the footer's contact message,
 * the fair's forms (work inquiry, gallery contact, collaborate, press accreditation) and the newsletter with its
 * double opt-in. Its schema part (`src/schema`: it extends the base's Mutation), its resolvers, its services and their
 * SQL; every message stored is told by e-mail through core's durable queue (`@art/api-core`'s mail queue), in the same
 * transaction. The composition merges `contactResolvers` and `formsResolvers`. It imports no other domain.
 */
import path from 'node:path';

/** The folder of the messages' SDL files (in the API's bundle, the bundle's `schema` folder). */
export const MESSAGES_SCHEMA_DIR = path.join(__dirname, 'schema');

export { adminMessagesResolvers } from './resolvers/admin-messages';
export { contactResolvers } from './resolvers/contact';
export { formsResolvers } from './resolvers/forms';
export { confirmedSubscribers, type ConfirmedSubscriber } from './services/admin-subscribers';
export * from './services/contact';
export * from './services/form-messages';
export * from './services/forms';
export * from './services/newsletter';
