/**
 * Jest settings of the projects whose test files each open a database and wait on it (api, api-integration, db,
 * seed): the shared preset, a minute per test, and every core as a worker. Jest's default, the cores less one, is one
 * worker on a 2-core machine, and one worker runs the files in band: the other core stayed idle for the ten minutes of
 * api-integration. Nx runs two projects at once (nx.json `parallel`); workers beyond the cores mostly wait on their
 * databases.
 */
module.exports = {
  ...require('./jest.preset.cjs'),
  testTimeout: 60_000,
  maxWorkers: '100%',
};
