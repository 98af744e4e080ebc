/**
 * The id of the header's search panel, which the search toggle controls: apart from the panel, so that the header
 * refers to it without loading the panel's code before the visitor opens it.
 */
export const SEARCH_PANEL_ID = 'site-search';
