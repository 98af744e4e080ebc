module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-tickets', rootDir: __dirname };
