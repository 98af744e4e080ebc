export { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
export { BENCH_WORKS, generateSeedData, type ImageJob, type SeedData, type SeedSize } from './generate';
export { hashPassword, verifyPassword } from './password';
export { seedDatabase, type SeedOptions, type SeedSummary } from './seed';
