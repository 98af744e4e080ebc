module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-content', rootDir: __dirname };
