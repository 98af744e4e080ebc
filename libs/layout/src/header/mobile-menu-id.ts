/** The id of the mobile menu panel: the target of the no-JavaScript menu link (`#site-menu`). */
export const MOBILE_MENU_ID = 'site-menu';
