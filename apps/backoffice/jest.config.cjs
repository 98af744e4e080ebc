const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'backoffice',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/jest.setup.cjs'],
  // react-admin's keyboard shortcuts (react-hotkeys-hook) ship as ES modules only: compiled like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(?:[^/]+/node_modules/)?(?:cookie|react-hotkeys-hook)/)'],
};
