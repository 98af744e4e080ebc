export { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
export { TYPED_ARTIST_NAME, type CollectorData } from './collector';
export { DEMO_INVITATION_CODES, DEMO_TICKETS, type InvitationData } from './invitations';
export { DEMO_BUYERS, type SalesData } from './sales';
export { storedMessageHtml, type MessageData } from './messages';
export { BENCH_WORKS, generateSeedData, type ImageJob, type SeedData, type SeedSize } from './generate';
export { seedDatabase, type SeedOptions, type SeedSummary } from './seed';
