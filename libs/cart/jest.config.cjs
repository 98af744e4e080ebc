module.exports = { ...require('../../jest.preset.cjs'), displayName: 'cart', rootDir: __dirname };
