module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feature-account',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
