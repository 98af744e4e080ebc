module.exports = { ...require('../../jest.database-preset.cjs'), displayName: 'api-integration', rootDir: __dirname };
