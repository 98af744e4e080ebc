module.exports = { ...require('../../jest.database-preset.cjs'), displayName: 'db', rootDir: __dirname };
