module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feature-forms',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
