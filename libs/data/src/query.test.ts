/** @jest-environment node */
import { ApiError } from './api-error';
import { createGraphQLClient } from './graphql-client';
import {
  STALE_TIME_MS,
  createQueryClient,
  dehydrateQueries,
  gqlMutation,
  gqlQuery,
  isRetryable,
  queryKey,
} from './query';
import { ContactDocument as CONTACT } from './documents';
import { fakeGraphQLFetch, testOperation } from './testing';

type WorkTitleData = { getWork: { title: string } | null };
type WorkPageVariables = { slug: string; catalogPrefix?: string | null };
/** A work page reduced to its title: the client's tests need an operation with variables, not the catalogue's. */
const WORK_PAGE = testOperation<WorkTitleData, WorkPageVariables>(
  'query WorkPage($slug: String!, $catalogPrefix: String) { getWork(slug: $slug, catalogPrefix: $catalogPrefix) { title } }',
);
const workPageFixture = ({ title = 'Azul marino' }: { title?: string } = {}): WorkTitleData => ({ getWork: { title } });
const SEARCH = testOperation<{ search: { text: string; url: string }[] }, { textSearch?: string }>(
  'query Search($textSearch: String!) { search(textSearch: $textSearch) { text url } }',
);
const searchFixture = () => ({ search: [{ text: 'Ana López', url: 'http://localhost:4200/es/artista/ana-lopez' }] });

describe('queryKey', () => {
  it('is graphql, the operation name, the variables and the language', () => {
    expect(queryKey(WORK_PAGE, { slug: 'azul' }, 'en')).toEqual(['graphql', 'WorkPage', { slug: 'azul' }, 'en']);
    expect(queryKey(SEARCH)).toEqual(['graphql', 'Search', {}, null]);
  });
});

describe('gqlQuery', () => {
  it('loads through the client once and serves the cached answer within the stale time', async () => {
    const api = fakeGraphQLFetch({ WorkPage: () => ({ data: workPageFixture() }) });
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, lang: 'es', batchWindowMs: 0 });
    const queryClient = createQueryClient({ server: true });
    const options = gqlQuery(client, WORK_PAGE, { slug: 'azul-marino', catalogPrefix: 'AM25' });
    expect(options.queryKey).toEqual(['graphql', 'WorkPage', { slug: 'azul-marino', catalogPrefix: 'AM25' }, 'es']);
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual(workPageFixture());
    await queryClient.ensureQueryData(options);
    expect(api.calls).toHaveLength(1);
    expect(queryClient.getQueryData(options.queryKey)?.getWork?.title).toBe('Azul marino');
  });

  it('keeps Spanish and English answers apart', () => {
    const es = createGraphQLClient({ endpoint: '/api/graphql', lang: 'es' });
    const en = createGraphQLClient({ endpoint: '/api/graphql', lang: 'en' });
    expect(gqlQuery(es, SEARCH, { textSearch: 'azul' }).queryKey).not.toEqual(
      gqlQuery(en, SEARCH, { textSearch: 'azul' }).queryKey,
    );
  });
});

describe('gqlMutation', () => {
  it('runs the mutation with the given variables', async () => {
    const api = fakeGraphQLFetch({ Contact: () => ({ data: { contact: { ok: true, response: null } } }) });
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, batchWindowMs: 0 });
    const options = gqlMutation(client, CONTACT);
    expect(options.mutationKey).toEqual(['graphql', 'Contact']);
    await expect(
      options.mutationFn({ fromEmail: 'ana@example.com', fromName: 'Ana', message: 'Hola' }),
    ).resolves.toEqual({ contact: { ok: true, response: null } });
    expect(api.calls[0]!.operations[0]).toMatchObject({
      operationName: 'Contact',
      variables: { fromEmail: 'ana@example.com', fromName: 'Ana', message: 'Hola' },
    });
  });
});

describe('createQueryClient', () => {
  it('keeps data fresh for 60 s, never refetches on focus, never retries on the server', () => {
    const defaults = createQueryClient({ server: true }).getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(60_000);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.retry).toBe(false);
  });

  it('retries in the browser only what a retry may fix, at most twice', () => {
    const retry = createQueryClient({ server: false }).getDefaultOptions().queries!.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    const network = new ApiError('GraphQL request failed: offline', { status: 0 });
    const graphql = new ApiError('No existe', { status: 200, errors: [{ message: 'No existe' }] });
    expect(retry(0, network)).toBe(true);
    expect(retry(1, new ApiError('HTTP 502', { status: 502 }))).toBe(true);
    expect(retry(2, network)).toBe(false);
    expect(retry(0, graphql)).toBe(false);
    expect(retry(0, new ApiError('HTTP 404', { status: 404 }))).toBe(false);
    expect(isRetryable(new TypeError('x'))).toBe(true);
  });
});

describe('dehydrateQueries', () => {
  it('hands over successful queries only, as JSON', async () => {
    const api = fakeGraphQLFetch({
      Search: (v) =>
        v['textSearch'] === 'azul' ? { data: searchFixture() } : { errors: [{ message: 'Texto no válido' }] },
    });
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, batchWindowMs: 0 });
    const queryClient = createQueryClient({ server: true });
    await queryClient.ensureQueryData(gqlQuery(client, SEARCH, { textSearch: 'azul' }));
    await queryClient.prefetchQuery(gqlQuery(client, SEARCH, { textSearch: '<script>' }));
    await queryClient.prefetchQuery(gqlQuery(client, WORK_PAGE, { slug: 'nope' }));
    const state = JSON.parse(JSON.stringify(dehydrateQueries(queryClient))) as ReturnType<typeof dehydrateQueries>;
    expect(state.queries.map((q) => q.queryKey)).toEqual([['graphql', 'Search', { textSearch: 'azul' }, null]]);
    expect(state.queries[0]!.state.data).toEqual(searchFixture());
    expect(queryClient.getQueryState(queryKey(SEARCH, { textSearch: '<script>' }))?.status).toBe('error');
    expect(queryClient.getQueryState(queryKey(WORK_PAGE, { slug: 'nope' }))?.status).toBe('error');
  });
});
