import { defineWorkActionTests } from '@art/e2e-shared';

// Issue 18: each state of a work leads to exactly one right action on the fair, labelled for it (e2e/shared
// `work-actions.ts`).
defineWorkActionTests('fair');
