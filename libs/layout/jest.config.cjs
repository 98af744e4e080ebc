module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'layout',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
