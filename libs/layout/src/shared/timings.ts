/** The layout's timings and thresholds from the specification (§9), in milliseconds and CSS pixels. */

/** How long the bag badge flashes after a work is added. */
export const BAG_FLASH_MS = 1000;
/** Hover time over the privacy link before its popup opens. */
export const PRIVACY_POPUP_DELAY_MS = 1000;
/** The scroll spy reacts at most this often. */
export const SCROLL_SPY_THROTTLE_MS = 66;
/** A click outside a header menu within this time of opening it is ignored (the click that opened it). */
export const CLICK_OUTSIDE_GUARD_MS = 200;
/** The search waits this long after the last keystroke before asking the API. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The search results close this long after the field loses the focus, so a click on a result still lands. */
export const SEARCH_BLUR_DELAY_MS = 200;
/** The search asks the API from this many characters. */
export const SEARCH_MIN_CHARS = 2;
/** Longest search text sent. */
export const SEARCH_MAX_CHARS = 100;
/** The go-to-top button appears after scrolling more than this. */
export const GO_TO_TOP_THRESHOLD_PX = 600;
/** The go-to-top button looks at what lies under it once the scrolling has paused this long. */
export const GO_TO_TOP_SETTLE_MS = 150;
/** The privacy popup opens only when the document is wider than the tablet maximum (N13). */
export const TABLET_MAX_WIDTH_PX = 1024;
/** The loading bar's first value (the progress bar minimum). */
export const LOADING_BAR_MINIMUM = 0.08;
