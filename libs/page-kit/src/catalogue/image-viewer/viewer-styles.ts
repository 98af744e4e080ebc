import { css } from '@emotion/react';
import { colours } from '@art/ui';

/** The viewer's buttons: light on the dark overlay. */
export const light = css({
  color: colours.paper,
  borderColor: 'transparent',
  background: 'transparent',
  '&:hover': { background: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': { outline: `2px solid ${colours.paper}`, outlineOffset: 2 },
  // A zoom button at its limit stays focusable (a disabled one would drop the focus out of the dialog), only dimmed.
  '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
});
