module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-integration',
  rootDir: __dirname,
  testTimeout: 60000,
};
