module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api', rootDir: __dirname, testTimeout: 60000 };
