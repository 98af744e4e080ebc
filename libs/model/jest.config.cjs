module.exports = { ...require('../../jest.preset.cjs'), displayName: 'model', rootDir: __dirname };
