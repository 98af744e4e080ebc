export { InvitationsPageView } from './tickets/InvitationsPageView';
export { ValidationsPageView } from './tickets/ValidationsPageView';
export { invitationsAction } from './tickets/invitations-action';
export type { InvitationOutcome } from './tickets/invitations-action';
export { loadInvitationsPage } from './tickets/invitations-page';
export type { InvitationsPageData } from './tickets/invitations-page';
export { loadValidationsPage } from './tickets/validations-page';
export type { ValidationsPageData } from './tickets/validations-page';
