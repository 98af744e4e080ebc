module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feature-trends',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
