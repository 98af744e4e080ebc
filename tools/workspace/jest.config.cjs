module.exports = { ...require('../../jest.preset.cjs'), displayName: 'workspace', rootDir: __dirname };
