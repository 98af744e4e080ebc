import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { createGraphQLClient } from './graphql-client';
import { operationText } from './operation';
import { ContactDocument as CONTACT } from './documents';
import { DataProvider, useGqlMutation, useGqlQuery, useGraphQLClient } from './provider';
import { createQueryClient, dehydrateQueries, gqlQuery } from './query';
import { fakeGraphQLFetch, testOperation } from './testing';

type WorkTitleData = { getWork: { title: string } | null };
type WorkPageVariables = { slug: string; catalogPrefix?: string | null };
/** A work page reduced to its title: the client's tests need an operation with variables, not the catalogue's. */
const WORK_PAGE = testOperation<WorkTitleData, WorkPageVariables>(
  'query WorkPage($slug: String!, $catalogPrefix: String) { getWork(slug: $slug, catalogPrefix: $catalogPrefix) { title } }',
);
const workPageFixture = ({ title = 'Azul marino' }: { title?: string } = {}): WorkTitleData => ({ getWork: { title } });

function WorkTitle(variables: WorkPageVariables) {
  const { data, isPending, error } = useQuery(gqlQuery(useGraphQLClient(), WORK_PAGE, variables));
  if (isPending) return <p>Cargando…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return <h2>{data.getWork?.title ?? 'No existe'}</h2>;
}

/** What a server loader does: load through a per-request query client, then dehydrate it into the page. */
async function serverRender(variables: WorkPageVariables) {
  const serverApi = fakeGraphQLFetch({ WorkPage: () => ({ data: workPageFixture({ title: 'Azul marino' }) }) });
  const client = createGraphQLClient({
    endpoint: 'http://api.test/api/graphql',
    fetch: serverApi.fetch,
    lang: 'es',
    batchWindowMs: 0,
  });
  const queryClient = createQueryClient({ server: true });
  await queryClient.ensureQueryData(gqlQuery(client, WORK_PAGE, variables));
  // Through JSON, as it travels in the page.
  return JSON.parse(JSON.stringify(dehydrateQueries(queryClient))) as ReturnType<typeof dehydrateQueries>;
}

function browser(handlers: Parameters<typeof fakeGraphQLFetch>[0]) {
  const api = fakeGraphQLFetch(handlers);
  const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, lang: 'es' });
  return { api, client, queryClient: createQueryClient({ server: false }) };
}

describe('DataProvider', () => {
  it('renders hydrated data at once and does not fetch it again', async () => {
    const variables = { slug: 'azul-marino', catalogPrefix: 'AM25' };
    const dehydratedState = await serverRender(variables);
    const { api, client, queryClient } = browser({ WorkPage: () => ({ data: workPageFixture({ title: 'Otra' }) }) });
    render(
      <DataProvider client={client} queryClient={queryClient} dehydratedState={dehydratedState}>
        <WorkTitle {...variables} />
      </DataProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Azul marino' })).toBeInTheDocument();
    // Longer than the batching window: nothing was queued.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('fetches, through the provided client, what the server did not load', async () => {
    const dehydratedState = await serverRender({ slug: 'azul-marino', catalogPrefix: 'AM25' });
    const { api, client, queryClient } = browser({
      WorkPage: (v) => ({ data: workPageFixture({ title: `Obra ${String(v['slug'])}` }) }),
    });
    render(
      <DataProvider client={client} queryClient={queryClient} dehydratedState={dehydratedState}>
        <WorkTitle slug="rojo" catalogPrefix="AM25" />
      </DataProvider>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Obra rojo' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe('/api/graphql');
    expect(api.calls[0]!.headers['accept-language']).toBe('es');
    expect(api.calls[0]!.operations).toEqual([
      {
        query: operationText(WORK_PAGE),
        variables: { slug: 'rojo', catalogPrefix: 'AM25' },
        operationName: 'WorkPage',
      },
    ]);
  });

  it('batches the queries of one render into one POST', async () => {
    const { api, client, queryClient } = browser({
      WorkPage: (v) => ({ data: workPageFixture({ title: `Obra ${String(v['slug'])}` }) }),
    });
    render(
      <DataProvider client={client} queryClient={queryClient}>
        <WorkTitle slug="uno" />
        <WorkTitle slug="dos" />
      </DataProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Obra uno' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Obra dos' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.batched).toBe(true);
  });

  it('shows the API error of a failed query', async () => {
    const { client, queryClient } = browser({ WorkPage: () => ({ errors: [{ message: 'Catálogo no válido' }] }) });
    render(
      <DataProvider client={client} queryClient={queryClient}>
        <WorkTitle slug="azul" catalogPrefix="<b>XX</b>" />
      </DataProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Catálogo no válido');
  });

  it('runs queries and mutations through useGqlQuery and useGqlMutation', async () => {
    const { api, client, queryClient } = browser({
      WorkPage: () => ({ data: workPageFixture({ title: 'Azul marino' }) }),
      Contact: (v) => ({ data: { contact: { ok: false, response: `No enviado: ${String(v['fromName'])}` } } }),
    });
    function ContactAboutWork() {
      const work = useGqlQuery(WORK_PAGE, { slug: 'azul-marino' });
      const contact = useGqlMutation(CONTACT);
      return (
        <section>
          <h2>{work.data?.getWork?.title}</h2>
          <button
            type="button"
            onClick={() => contact.mutate({ fromEmail: 'ana@example.com', fromName: 'Ana', message: 'Hola' })}
          >
            Enviar
          </button>
          {contact.data && <p role="status">{contact.data.contact.response}</p>}
        </section>
      );
    }
    render(
      <DataProvider client={client} queryClient={queryClient}>
        <ContactAboutWork />
      </DataProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Azul marino' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No enviado: Ana');
    await waitFor(() =>
      expect(api.calls.flatMap((c) => c.operations.map((o) => o.operationName))).toEqual(['WorkPage', 'Contact']),
    );
  });

  it('useGraphQLClient throws outside a DataProvider', () => {
    function Orphan() {
      useGraphQLClient();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useGraphQLClient must be used inside a DataProvider.');
    spy.mockRestore();
  });
});
