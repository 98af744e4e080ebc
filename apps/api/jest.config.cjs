module.exports = { ...require('../../jest.database-preset.cjs'), displayName: 'api', rootDir: __dirname };
