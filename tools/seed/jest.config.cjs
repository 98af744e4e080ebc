module.exports = { ...require('../../jest.preset.cjs'), displayName: 'seed', rootDir: __dirname, testTimeout: 60000 };
