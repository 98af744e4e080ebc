module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'data',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
