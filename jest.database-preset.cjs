/**
 * Jest settings of the projects whose test files each open a database and wait on it (api, api-integration, api-core,
 * api-catalogue, db, seed): the shared preset, a minute per test, and every core as a worker. Jest's default, the
 * cores less one, is one worker on a 2-core machine, and one worker runs the files in band: the other core stayed
 * idle for the ten minutes of api-integration. Nx runs two projects at once (nx.json `parallel`); workers beyond the cores mostly wait on their
 * databases.
 *
 * `Math` is handed to every module as a parameter instead of being a global read through Jest's vm context, where each
 * read goes through the context's interceptor, about 40 times slower than in Node: the e-ticket's QR code (qrcode and
 * pngjs, `Math.abs` for every byte they filter) took 0.8 s a ticket, 20 ms in Node; the seed's image work does the
 * same. It is the same object, so `jest.spyOn(Math, …)` still works.
 */
module.exports = {
  ...require('./jest.preset.cjs'),
  testTimeout: 60_000,
  maxWorkers: '100%',
  sandboxInjectedGlobals: ['Math'],
};
