/**
 * @jest-environment node
 *
 * The sites' codegen (`tools/codegen/client.ts`, decision 018) is what checks their documents against the API's
 * schema and limits: run on one document into a scratch file, it refuses what the API would refuse.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WORKSPACE = path.join(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'codegen-'));
let runs = 0;

/** Runs the client codegen (its CLI, as `nx run <project>:codegen` does) on `document` alone, into a scratch file. */
function codegen(document: string): { ok: boolean; output: string; text: string } {
  const name = `doc${++runs}`;
  const file = path.join(scratch, `${name}.graphql`);
  const target = path.join(scratch, `${name}.ts`);
  const config = path.join(scratch, `${name}.codegen.ts`);
  writeFileSync(file, document);
  writeFileSync(
    config,
    `import { clientCodegen } from ${JSON.stringify(path.join(WORKSPACE, 'tools/codegen/client'))};
const config = clientCodegen('libs/data', { documents: [${JSON.stringify(file)}] });
export default { ...config, generates: { ${JSON.stringify(target)}: Object.values(config.generates)[0]! } };
`,
  );
  const run = spawnSync(path.join(WORKSPACE, 'node_modules/.bin/graphql-codegen'), ['--config', config], {
    cwd: WORKSPACE,
    encoding: 'utf8',
    // Under NODE_ENV=test the CLI prints nothing, not even why it failed.
    env: { ...process.env, NODE_ENV: 'development' },
  });
  return {
    ok: run.status === 0,
    output: `${run.stdout}${run.stderr}`,
    text: existsSync(target) ? readFileSync(target, 'utf8') : '',
  };
}

describe('client codegen', () => {
  jest.setTimeout(120_000);

  it('types a document that matches the schema, its fragments appended to the text it sends', () => {
    const { ok, text } = codegen('query WorkCard($slug: String!) { getWork(slug: $slug) { ...WorkCardFields } }');
    expect(ok).toBe(true);
    expect(text).toMatch(/export type WorkCardQueryVariables = Exact<\{\s*slug: string;\s*\}>/);
    expect(text).toContain('export const WorkCardDocument = /*#__PURE__*/ new TypedDocumentString(');
    expect(text).toMatch(/fragment WorkCardFields on Work/);
  });

  it('fails on a field the schema does not have', () => {
    const run = codegen('query Broken { getWork(slug: "x") { id notAField } }');
    expect(run.ok).toBe(false);
    expect(run.output).toMatch(/Cannot query field "notAField" on type "Work"/);
  });

  it('fails on a document over the API’s depth limit', () => {
    const level = (inner: string) => `works(first: 1) { artist { ${inner} } }`;
    let deep = 'id';
    for (let i = 0; i < 4; i++) deep = level(deep);
    const run = codegen(`query Deep { getArtist(slug: "x") { ${deep} } }`);
    expect(run.ok).toBe(false);
    expect(run.output).toMatch(/Query depth limit of 8 exceeded/);
  });
});
