import { defineWorksBrowseTests, defineWorksListTests, defineWorksLoadMoreTest } from '@art/e2e-shared';

// The fair's works list (issue 6): the filters, the chips, "clear filters", "load more", on the desktop and the phone,
// in Spanish and English. The tests both sites run are in e2e/shared/src/works-list.ts; the shop's list, with its own
// tests (without JavaScript, back after "load more"), is in e2e/shop/src/works-list.spec.ts.

defineWorksListTests('fair', ['es', 'en']);

defineWorksBrowseTests('fair', ['es', 'en']);

defineWorksLoadMoreTest('fair', 'en');
