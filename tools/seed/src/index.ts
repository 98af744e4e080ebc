export { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
export { BENCH_WORKS, generateSeedData, type ImageJob, type SeedData, type SeedSize } from './generate';
export { seedDatabase, type SeedOptions, type SeedSummary } from './seed';
