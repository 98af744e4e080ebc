module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-commerce', rootDir: __dirname };
