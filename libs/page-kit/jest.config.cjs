module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'page-kit',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
