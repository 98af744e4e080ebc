module.exports = { ...require('../../jest.preset.cjs'), displayName: 'images', rootDir: __dirname, testTimeout: 60000 };
