module.exports = { ...require('../../jest.preset.cjs'), displayName: 'pages', rootDir: __dirname, testEnvironment: 'jsdom' };
