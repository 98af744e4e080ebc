import { defineNarrowTests } from '@art/e2e-shared';

// Every page type of the fair at 320 px, the specification's smallest width (the tests: e2e/shared/src/narrow.ts).
defineNarrowTests('fair');
