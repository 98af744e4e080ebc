/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run feature-tickets:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type {
  InvitationsPageQuery,
  RedeemInvitationMutationVariables,
  ValidateTicketMutation,
  ValidationsPageQuery,
} from './generated/graphql';

export * from './generated/graphql';

export type InvitationsPageData = InvitationsPageQuery;
export type RedeemInvitationVariables = RedeemInvitationMutationVariables;
export type ValidateTicketData = ValidateTicketMutation;
export type ValidationsPageData = ValidationsPageQuery;
/** A ticket as the desk shows it after a scan. */
export type DeskTicket = NonNullable<ValidateTicketMutation['validateTicket']['ticket']>;
