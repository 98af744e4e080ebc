// The back office's screen tests render the whole react-admin app in jsdom, which takes seconds on a loaded CI
// machine: findBy* and waitFor wait up to 10 s here (the library's 1 s default failed a list under load).
const { configure } = require('@testing-library/react');
configure({ asyncUtilTimeout: 10_000 });
