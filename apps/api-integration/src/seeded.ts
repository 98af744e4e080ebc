/**
 * The API in process over the demo seed: what the integration tests of this project start from. The seed is
 * `@art/seed`'s own (the `test` size, no images), so the tests read the demo accounts, works and pages it writes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHashOptions } from '@art/auth';
import { createTestApi, type TestApi, type TestBackend, type TestDatabase } from '@art/api/testing';
import { seedDatabase } from '@art/seed';

/** An API in process over the `test` size of the demo seed (no images), plus whatever `extra` adds. */
export function createSeededTestApi(
  backend: TestBackend,
  options: {
    extra?: (db: TestDatabase) => Promise<void>;
    onQuery?: (sql: string) => void;
    /** A lower scrypt cost for accounts the tests sign up (the demo accounts keep the seed's hashes). */
    passwordHashing?: PasswordHashOptions;
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApi> {
  return createTestApi({
    backend,
    onQuery: options.onQuery,
    passwordHashing: options.passwordHashing,
    logger: options.logger,
    prepare: async (database) => {
      await seedDatabase(database.db, { size: 'test', images: false });
      await options.extra?.(database);
    },
  });
}
