module.exports = { ...require('../../jest.preset.cjs'), displayName: 'server-util', rootDir: __dirname };
