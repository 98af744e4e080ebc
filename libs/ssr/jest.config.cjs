module.exports = { ...require('../../jest.preset.cjs'), displayName: 'ssr', rootDir: __dirname };
