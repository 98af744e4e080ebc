module.exports = { ...require('../../jest.preset.cjs'), displayName: 'db', rootDir: __dirname, testTimeout: 60000 };
