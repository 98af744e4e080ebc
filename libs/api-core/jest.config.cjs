module.exports = { ...require('../../jest.database-preset.cjs'), displayName: 'api-core', rootDir: __dirname };
