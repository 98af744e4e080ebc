module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feature-content',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
