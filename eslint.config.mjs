import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/build',
      '**/.react-router',
      '**/node_modules',
      '**/.data',
      '**/generated',
      '**/.nx',
      '**/coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: true,
          depConstraints: [
            // One way down: app → feature → kit → shell → layout → ui, data-access → domain, util. Features never
            // import each other: what two features share lives in the kit, and what differs a site passes in.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:api-core',
                'type:api-domain',
                'type:feature',
                'type:kit',
                'type:shell',
                'type:layout',
                'type:ui',
                'type:data-access',
                'type:domain',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:kit',
                'type:shell',
                'type:layout',
                'type:ui',
                'type:data-access',
                'type:domain',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:kit',
              onlyDependOnLibsWithTags: [
                'type:shell',
                'type:layout',
                'type:ui',
                'type:data-access',
                'type:domain',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: [
                'type:shell',
                'type:layout',
                'type:ui',
                'type:data-access',
                'type:domain',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:layout',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:util'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:util'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain', 'type:util'],
              bannedExternalImports: ['react', 'react-dom', 'react-router', '@emotion/*'],
            },
            // What every domain of the API stands on (decision 042): it imports no domain and nothing of the sites.
            {
              sourceTag: 'type:api-core',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'],
            },
            // A domain of the API: core, the libraries below it, and the domains under it, in one direction (decision
            // 042): the catalogue at the bottom; content and accounts read it; tickets and messages read accounts;
            // commerce reads them all, and nothing imports commerce.
            {
              sourceTag: 'type:api-domain',
              onlyDependOnLibsWithTags: [
                'type:api-domain',
                'type:api-core',
                'type:data-access',
                'type:domain',
                'type:util',
              ],
            },
            {
              sourceTag: 'domain:catalogue',
              notDependOnLibsWithTags: [
                'domain:content',
                'domain:accounts',
                'domain:tickets',
                'domain:messages',
                'domain:commerce',
              ],
            },
            {
              sourceTag: 'domain:content',
              notDependOnLibsWithTags: ['domain:accounts', 'domain:tickets', 'domain:messages', 'domain:commerce'],
            },
            {
              sourceTag: 'domain:accounts',
              notDependOnLibsWithTags: ['domain:content', 'domain:tickets', 'domain:messages', 'domain:commerce'],
            },
            { sourceTag: 'domain:tickets', notDependOnLibsWithTags: ['domain:messages', 'domain:commerce'] },
            { sourceTag: 'domain:messages', notDependOnLibsWithTags: ['domain:tickets', 'domain:commerce'] },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:domain', 'type:util'],
              bannedExternalImports: ['react', 'react-dom', 'react-router', '@emotion/*'],
            },
            // The ui library renders; it never fetches.
            { sourceTag: 'type:ui', bannedExternalImports: ['graphql-request', '@tanstack/react-query'] },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['type:app', 'type:domain', 'type:util', 'type:data-access'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            { sourceTag: 'scope:fair', notDependOnLibsWithTags: ['scope:shop', 'scope:api', 'scope:admin'] },
            { sourceTag: 'scope:shop', notDependOnLibsWithTags: ['scope:fair', 'scope:api', 'scope:admin'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The back office's contracts with the API (`@art/admin-model`, decision 037): only the API and the back
            // office import them, so a change there never reaches the sites.
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
            // The back office (decision 025) uses the domain, its contracts with the API, the shared data-access and
            // util libraries and the servers' API proxy (`@art/server-util`, decision 037); never a feature, the page
            // kit, the sites' shell (`@art/site`, `@art/ssr`), a site or the API's code.
            {
              sourceTag: 'scope:backoffice',
              onlyDependOnLibsWithTags: ['scope:backoffice', 'scope:admin', 'scope:shared'],
              notDependOnLibsWithTags: [
                'type:feature',
                'type:kit',
                'type:shell',
                'scope:fair',
                'scope:shop',
                'scope:api',
              ],
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:admin', 'scope:shared'],
              bannedExternalImports: ['react', 'react-dom', 'react-router', '@emotion/*'],
            },
          ],
        },
      ],
    },
  },
  {
    // The rules of hooks, and effects that list what they read (the React Compiler's stricter rules are not used).
    files: ['**/*.tsx', '**/use-*.ts', '**/*-hooks.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
  },
  // Formatting is Prettier's (checked by `prettier --check` in lint): no ESLint rule may disagree with it.
  prettier,
);
