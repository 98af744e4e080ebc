import { DISCIPLINES, MARKET_CATALOG_PREFIX } from '@art/model';
import { getRoute, isRouteKey, isServedBy, type SiteName } from './route-table';
import { SITE_PROFILES, siteProfile } from './site-profile';

const SITES: SiteName[] = ['fair', 'shop'];

describe('site profiles', () => {
  it.each(SITES)('every route key of the %s profile is a route that site serves', (site) => {
    const { keys } = siteProfile(site);
    const { worksPrefix } = keys;
    for (const [name, key] of Object.entries(keys)) {
      if (name === 'worksPrefix') continue;
      expect(isServedBy(getRoute(key), site)).toBe(true);
    }
    for (const { key } of DISCIPLINES) {
      const discipline = `${worksPrefix}-${key}`;
      expect(isRouteKey(discipline) && isServedBy(getRoute(discipline), site)).toBe(true);
    }
  });

  it('tells the two sites apart by what they do, not by their names', () => {
    expect(SITE_PROFILES.shop).toMatchObject({
      sells: true,
      editions: false,
      catalogPrefix: MARKET_CATALOG_PREFIX,
      otherSite: 'fair',
    });
    expect(SITE_PROFILES.fair).toMatchObject({ sells: false, editions: true, otherSite: 'shop' });
    expect(SITE_PROFILES.fair.catalogPrefix).not.toBe(MARKET_CATALOG_PREFIX);
    expect(SITE_PROFILES.fair.keys.home).not.toBe(SITE_PROFILES.shop.keys.home);
  });

  it('lists on the fair the edition the API flags current, and keeps the shop on the Market', () => {
    const fair = siteProfile('fair', 'AM26');
    expect(fair.catalogPrefix).toBe('AM26');
    expect(fair.keys).toBe(SITE_PROFILES.fair.keys);
    expect(siteProfile('fair', 'AM26')).toBe(fair);
    expect(siteProfile('fair', null)).toBe(SITE_PROFILES.fair);
    expect(siteProfile('shop', 'AM26')).toBe(SITE_PROFILES.shop);
  });
});
