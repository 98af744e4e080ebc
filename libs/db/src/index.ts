export * from './client';
export * from './schema';
export * as schema from './schema';
