/**
 * The back office's role matrix (issue 16): every query and mutation of the `src/schema/admin*.graphql` files, called
 * as anonymous, visitor, staff, editor and admin, is allowed or refused as the contract's comments say. A new operation
 * of those schemas that this table does not list fails the test. The catalogue's and users' rows are here; each other
 * area keeps its rows beside its resolvers (`admin-*.roles.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type ObjectTypeExtensionNode } from 'graphql';
import { auditLog } from '@art/db';
import { errorMessage } from '@art/api-core';
import { SCHEMA_DIRS } from '../graphql';
import { createTestApi, recordingLogger, testBackends, type TestApi } from '../testing';
import {
  CALLERS,
  call,
  prepareAdminFixture,
  type AdminFixture,
  type Allowed,
  type Caller,
  type RoleCase,
} from './admin-testing';
import { CATALOGUE_AREA_ROLE_CASES } from './admin-catalogue.roles';
import { COMMERCE_ROLE_CASES } from './admin-commerce.roles';
import { CONTENT_ROLE_CASES } from './admin-content.roles';
import { ORDERS_ROLE_CASES } from './admin-orders.roles';
import { MESSAGES_ROLE_CASES } from './admin-messages.roles';
import { SITE_ROLE_CASES } from './admin-site.roles';
import { TICKETS_ROLE_CASES } from './admin-tickets.roles';

/** Inputs every allowed caller gets refused by the checks, so the matrix changes nothing. */
const BAD_WORK = {
  titleES: '',
  titleEN: '',
  artistId: '0',
  catalogs: [],
  discipline: 9,
  widthCm: 0,
  heightCm: 0,
  workState: 'x',
};
const BAD_ARTIST = { firstName: '', lastName: '', countryCode: 'ESP' };
const BAD_GALLERY = { name: '', countryCode: '' };

/** The catalogue's, users' and audit log's operations (admin.graphql) and who may call them. */
const CATALOGUE_CASES: Record<string, RoleCase> = {
  adminSession: { allowed: 'everyone', document: '{ adminSession { id email role } }' },
  adminWorks: { allowed: 'editor', document: '{ adminWorks { total items { id } } }' },
  adminWork: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminWork(id: $id) { id } }',
    variables: (f) => ({ id: String(f.workIds.azul) }),
  },
  adminArtists: { allowed: 'editor', document: '{ adminArtists { total items { id } } }' },
  adminArtist: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminArtist(id: $id) { id } }',
    variables: (f) => ({ id: String(f.artistIds.munoz) }),
  },
  adminGalleries: { allowed: 'editor', document: '{ adminGalleries { total items { id } } }' },
  adminGallery: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminGallery(id: $id) { id } }',
    variables: (f) => ({ id: String(f.galleryId) }),
  },
  adminUsers: { allowed: 'admin', document: '{ adminUsers { total items { id } } }' },
  adminUser: {
    allowed: 'admin',
    document: 'query($id: ID!) { adminUser(id: $id) { id } }',
    variables: (f) => ({ id: f.userIds.visitor }),
  },
  auditLog: { allowed: 'admin', document: '{ auditLog { total items { id } } }' },
  createWork: {
    allowed: 'editor',
    document: 'mutation($input: AdminWorkInput!) { createWork(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_WORK }),
  },
  updateWork: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminWorkInput!) { updateWork(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.workIds.azul), input: BAD_WORK }),
  },
  setWorkState: {
    allowed: 'editor',
    document: 'mutation($id: ID!) { setWorkState(id: $id, workState: "Nada") { ok errors { field } } }',
    variables: (f) => ({ id: String(f.workIds.azul) }),
  },
  createArtist: {
    allowed: 'editor',
    document: 'mutation($input: AdminArtistInput!) { createArtist(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_ARTIST }),
  },
  updateArtist: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminArtistInput!) { updateArtist(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.artistIds.munoz), input: BAD_ARTIST }),
  },
  createGallery: {
    allowed: 'editor',
    document: 'mutation($input: AdminGalleryInput!) { createGallery(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_GALLERY }),
  },
  updateGallery: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminGalleryInput!) { updateGallery(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.galleryId), input: BAD_GALLERY }),
  },
  setUserRole: {
    allowed: 'admin',
    document: 'mutation($id: ID!) { setUserRole(id: $id, role: "jefe") { ok errors { field } } }',
    variables: (f) => ({ id: f.userIds.visitor }),
  },
  setUserDisabled: {
    allowed: 'admin',
    document: 'mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { ok errors { field } } }',
    variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
};

/** Every operation of the back office and who may call it (the comment above each field). */
const MATRIX: Record<string, RoleCase> = {
  ...CATALOGUE_CASES,
  ...CATALOGUE_AREA_ROLE_CASES,
  ...COMMERCE_ROLE_CASES,
  ...CONTENT_ROLE_CASES,
  ...SITE_ROLE_CASES,
  ...TICKETS_ROLE_CASES,
  ...ORDERS_ROLE_CASES,
  ...MESSAGES_ROLE_CASES,
};

/** The fields of `extend type Query` and `extend type Mutation` in every domain's admin*.graphql files. */
function schemaOperations(): string[] {
  const files = SCHEMA_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /^admin.*\.graphql$/.test(name))
      .map((name) => path.join(dir, name)),
  );
  return files
    .flatMap((file) => parse(readFileSync(file, 'utf8')).definitions)
    .filter(
      (d): d is ObjectTypeExtensionNode =>
        d.kind === Kind.OBJECT_TYPE_EXTENSION && (d.name.value === 'Query' || d.name.value === 'Mutation'),
    )
    .flatMap((d) => (d.fields ?? []).map((f) => f.name.value))
    .sort();
}

const mayCall = (allowed: Allowed, caller: Caller): boolean =>
  allowed === 'everyone' || caller === 'admin' || caller === allowed;

describe('the role matrix', () => {
  it('lists every operation of the admin*.graphql files, and nothing else', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(schemaOperations());
  });
});

describe.each(testBackends('any'))('the back office roles on %s', (backend) => {
  let api: TestApi;
  let fixture: AdminFixture;
  // What is logged, as structured entries (the security events are `{ event, … }` objects).
  const { logger, entries: logged } = recordingLogger();

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      logger,
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    fixture = prepared!;
  });
  afterAll(() => api.close());

  const cases = Object.entries(MATRIX).flatMap(([operation, c]) =>
    CALLERS.map((caller) => [operation, caller, mayCall(c.allowed, caller)] as const),
  );

  it.each(cases)('%s as %s: allowed %s', async (operation, caller, allowed) => {
    const c = MATRIX[operation]!;
    const body = await call(api, fixture, caller, c.document, c.variables?.(fixture) ?? {});
    if (allowed) {
      expect(body.errors).toBeUndefined();
      expect(body.data).toHaveProperty(operation);
      if (operation === 'adminSession') {
        expect(body.data?.[operation]).toEqual(
          caller === 'anonymous'
            ? null
            : { id: fixture.userIds[caller], email: `${caller}@admin-test.example`, role: caller },
        );
      } else if (operation.startsWith('admin') || operation === 'auditLog') {
        expect(body.data?.[operation]).not.toBeNull();
      } else {
        // A change the matrix makes is always refused by the checks, never by the role.
        expect(body.data?.[operation]).toMatchObject({ ok: false });
      }
    } else {
      const code = caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
      expect(body.errors?.[0]?.message).toBe(
        errorMessage('es', caller === 'anonymous' ? 'loginRequired' : 'forbidden'),
      );
      expect(body.data?.[operation] ?? null).toBeNull();
    }
  });

  it('changes nothing and logs no change while the matrix runs', async () => {
    expect(await api.database.db.select().from(auditLog)).toEqual([]);
  });

  it('refuses in English too, and logs a security event for each refusal', async () => {
    const before = logged.length;
    const anonymous = await call(api, fixture, 'anonymous', MATRIX['adminWorks']!.document, {}, 'en');
    expect(anonymous.errors?.[0]?.message).toBe(errorMessage('en', 'loginRequired'));
    const editor = await call(api, fixture, 'editor', MATRIX['adminUsers']!.document, {}, 'en');
    expect(editor.errors?.[0]?.message).toBe(errorMessage('en', 'forbidden'));
    expect(errorMessage('en', 'forbidden')).not.toBe(errorMessage('es', 'forbidden'));
    const events = logged
      .slice(before)
      .filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry);
    expect(events).toEqual([
      { event: 'security.role_refused', operation: 'adminWorks', userId: null, role: 'anonymous', client: '127.0.0.1' },
      {
        event: 'security.role_refused',
        operation: 'adminUsers',
        userId: fixture.userIds.editor,
        role: 'editor',
        client: '127.0.0.1',
      },
    ]);
  });
});
