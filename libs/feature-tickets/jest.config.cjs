module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feature-tickets',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
