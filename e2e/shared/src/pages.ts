import { test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { E2E } from './env';
import { type SeedParams } from './fixtures';

/** The completed pages of both sites, in both languages. */
function completedPages(s: SeedParams) {
  return [
    { name: 'fair home', url: `${E2E.fair}/` },
    { name: 'fair home (en)', url: `${E2E.fair}/en` },
    { name: 'fair works', url: `${E2E.fair}/es/obras` },
    { name: 'fair painting (en)', url: `${E2E.fair}/en/works/painting` },
    { name: 'fair work', url: `${E2E.fair}/es/obra/${s.artistSlug}/${s.slug}` },
    { name: 'fair artist (en)', url: `${E2E.fair}/en/artist/${s.artist}` },
    { name: 'shop home', url: `${E2E.shop}/es/shop` },
    { name: 'shop works (en)', url: `${E2E.shop}/en/shop/works` },
    { name: 'shop work', url: `${E2E.shop}/es/shop/obra/${s.shopArtistSlug}/${s.shopWorkSlug}` },
    { name: 'shop artist', url: `${E2E.shop}/es/shop/artista/${s.shopArtist}` },
    { name: 'login', url: `${E2E.fair}/es/acceso` },
    { name: 'sign-up (en)', url: `${E2E.shop}/en/sign-up` },
    { name: 'remember password', url: `${E2E.fair}/es/recordar-contrase%C3%B1a` },
    { name: 'reset password (en)', url: `${E2E.shop}/en/reset-password/some-token` },
  ];
}

const PLACEHOLDER: SeedParams = {
  artistSlug: '',
  slug: '',
  shopArtistSlug: '',
  shopWorkSlug: '',
  artist: '',
  shopArtist: '',
  gallery: '',
  exposition: '',
  article: '',
  activity: '',
  trend: '',
  collectionId: '',
  noPriceWork: { artistSlug: '', slug: '', title: '', galleryName: '', galleryEmail: '' },
};

/**
 * An accessibility sweep (axe: no serious or critical violation) of the completed pages of a site, one test each; both
 * suites call it for their own site (e2e/fair/src/pages.spec.ts, e2e/shop/src/pages.spec.ts), with the seed their
 * `beforeAll` reads. Like those specs, the tests use Playwright's own `test`.
 */
export function defineCompletedPagesAxeTests(site: 'fair' | 'shop', seed: () => SeedParams) {
  // The tests are named when the file loads, before the seed is read: the names do not depend on it.
  for (const [index, { name, url }] of completedPages(PLACEHOLDER).entries()) {
    if (!url.startsWith(E2E[site])) continue;
    test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
      test.setTimeout(60_000);
      const { url } = completedPages(seed())[index]!;
      await page.goto(url);
      await expectNoSeriousViolations(page);
    });
  }
}
