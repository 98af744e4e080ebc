module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feature-checkout',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
