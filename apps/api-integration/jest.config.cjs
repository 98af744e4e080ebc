module.exports = {
  ...require('../../jest.database-preset.cjs'),
  displayName: 'api-integration',
  rootDir: __dirname,
  // `Math` as a module parameter, not a global read through the vm context: see apps/api/jest.config.cjs.
  sandboxInjectedGlobals: ['Math'],
};
