// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's ESLint settings are a file, not a package
import root from '../../eslint.config.mjs';

/**
 * The workspace's rules, plus one exception: these tests import the API's test entry, `@art/api/testing` (an app,
 * which no other project may import). Lint runs with this file (`eslint -c apps/api-integration/eslint.config.mjs`).
 */
const RULE = '@nx/enforce-module-boundaries';
const [level, options] = root.findLast((config) => config.rules?.[RULE]).rules[RULE];

export default [
  ...root,
  {
    files: ['**/*.ts'],
    rules: { [RULE]: [level, { ...options, allow: [...options.allow, '@art/api/testing'] }] },
  },
];
