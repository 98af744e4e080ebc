module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-core', rootDir: __dirname };
