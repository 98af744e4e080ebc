module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'forms',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
