module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-catalogue', rootDir: __dirname };
