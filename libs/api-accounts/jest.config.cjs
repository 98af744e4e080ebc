module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-accounts', rootDir: __dirname };
