import { defineNarrowTests } from '@art/e2e-shared';

// Every page type of the shop at 320 px, the specification's smallest width, the pages behind a login and the cart
// with a work included (the tests: e2e/shared/src/narrow.ts).
defineNarrowTests('shop');
