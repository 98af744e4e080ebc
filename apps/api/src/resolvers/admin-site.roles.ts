/**
 * The role matrix's rows of the site content (`src/schema/admin-site.graphql`): every operation is for editors and
 * admins. The changes' inputs are refused by the checks (blank texts, unknown choices, markup, a script link), so the
 * matrix changes nothing; the reads and updates name the fixture's rows (`AdminFixture.siteIds`).
 */
import type { AdminFixture, RoleCase } from './admin-testing';

const BAD_FAQ = { site: 'blog', questionES: '', questionEN: '', answerES: '', answerEN: '' };
const BAD_PAGE = { titleES: '', titleEN: '', contentES: '<script>x</script>', contentEN: '' };
const BAD_MENU = { site: 'nowhere', url: 'javascript:alert(1)', mainTitleES: '', mainTitleEN: '' };
const BAD_SPONSOR = { name: '', level: 'gold', url: 'ftp://example.com' };
const BAD_PRESS = { kind: 'memo', titleES: '', titleEN: '', publishedOn: '2025-02-30' };

const list = (field: string): RoleCase => ({ allowed: 'editor', document: `{ ${field} { total items { id } } }` });
type SiteRow = keyof AdminFixture['siteIds'];

const one = (field: string, row: SiteRow): RoleCase => ({
  allowed: 'editor',
  document: `query($id: ID!) { ${field}(id: $id) { id } }`,
  variables: (f) => ({ id: String(f.siteIds[row]) }),
});
const create = (field: string, input: string, value: Record<string, unknown>): RoleCase => ({
  allowed: 'editor',
  document: `mutation($input: ${input}!) { ${field}(input: $input) { ok errors { field } } }`,
  variables: () => ({ input: value }),
});
const update = (field: string, input: string, row: SiteRow, value: Record<string, unknown>): RoleCase => ({
  allowed: 'editor',
  document: `mutation($id: ID!, $input: ${input}!) { ${field}(id: $id, input: $input) { ok errors { field } } }`,
  variables: (f) => ({ id: String(f.siteIds[row]), input: value }),
});

/** Every operation of admin-site.graphql and who may call it. */
export const SITE_ROLE_CASES: Record<string, RoleCase> = {
  adminFaqs: list('adminFaqs'),
  adminFaq: one('adminFaq', 'faq'),
  adminStaticPages: list('adminStaticPages'),
  adminStaticPage: one('adminStaticPage', 'page'),
  adminMenuEntries: list('adminMenuEntries'),
  adminMenuEntry: one('adminMenuEntry', 'menu'),
  adminSponsors: list('adminSponsors'),
  adminSponsor: one('adminSponsor', 'sponsor'),
  adminPressItems: list('adminPressItems'),
  adminPressItem: one('adminPressItem', 'press'),
  createFaq: create('createFaq', 'AdminFaqInput', BAD_FAQ),
  updateFaq: update('updateFaq', 'AdminFaqInput', 'faq', BAD_FAQ),
  createStaticPage: create('createStaticPage', 'AdminStaticPageInput', BAD_PAGE),
  updateStaticPage: update('updateStaticPage', 'AdminStaticPageInput', 'page', BAD_PAGE),
  createMenuEntry: create('createMenuEntry', 'AdminMenuEntryInput', BAD_MENU),
  updateMenuEntry: update('updateMenuEntry', 'AdminMenuEntryInput', 'menu', BAD_MENU),
  createSponsor: create('createSponsor', 'AdminSponsorInput', BAD_SPONSOR),
  updateSponsor: update('updateSponsor', 'AdminSponsorInput', 'sponsor', BAD_SPONSOR),
  createPressItem: create('createPressItem', 'AdminPressItemInput', BAD_PRESS),
  updatePressItem: update('updatePressItem', 'AdminPressItemInput', 'press', BAD_PRESS),
};
