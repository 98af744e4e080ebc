module.exports = { ...require('../../jest.preset.cjs'), displayName: 'admin-model', rootDir: __dirname };
