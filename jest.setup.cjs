// Loaded after the test framework in every project: jest-dom matchers for DOM tests, and the encoders jsdom
// leaves out but React Router needs.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
