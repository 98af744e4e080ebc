module.exports = { ...require('../../jest.database-preset.cjs'), displayName: 'seed', rootDir: __dirname };
