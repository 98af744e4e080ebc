module.exports = {
  ...require('../../jest.database-preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  // Jest runs each test file in a vm context, where reading a global (`Math`) goes through the context's interceptor:
  // about 40 times slower than outside. The e-ticket's QR code (qrcode, pngjs: `Math.abs` for every byte of every
  // filter it tries) took about 0.8 s a ticket here, 20 ms in Node. Handed to every module as a parameter, `Math` is
  // a local: the same object, so `jest.spyOn(Math, …)` still works.
  sandboxInjectedGlobals: ['Math'],
};
