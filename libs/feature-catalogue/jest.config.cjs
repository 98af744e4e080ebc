module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feature-catalogue',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
