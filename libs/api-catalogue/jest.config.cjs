module.exports = { ...require('../../jest.database-preset.cjs'), displayName: 'api-catalogue', rootDir: __dirname };
