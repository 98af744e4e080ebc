export * from './client';
export * from './data-dir-lock';
export * from './unavailable';
export * from './schema';
export * as schema from './schema';
