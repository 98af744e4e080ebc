import { defineSearchPageTests } from '@art/e2e-shared';

// The shop's search results page, from the header's search and without JavaScript (the tests: e2e/shared/src/search-page.ts).
defineSearchPageTests('shop');
