/** Shared Jest settings: TypeScript through SWC, CommonJS output, Node environment. */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages are compiled to CommonJS like our own sources: cookie 2, which light-my-request (fastify's
  // inject) keeps in a node_modules of its own beside the root's cookie 1.
  transformIgnorePatterns: ['/node_modules/(?!(?:[^/]+/node_modules/)?cookie/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/build/'],
  // jest-dom matchers (toBeInTheDocument, toHaveAccessibleName…) for the React libraries' tests.
  setupFilesAfterEnv: [require.resolve('./jest.setup.cjs')],
  // A form test types and clicks through user-event, which takes seconds on a busy two-core machine (CI runs two
  // projects at once); 5 s failed them there without anything being wrong.
  testTimeout: 20_000,
};
