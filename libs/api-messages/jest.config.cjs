module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-messages', rootDir: __dirname };
