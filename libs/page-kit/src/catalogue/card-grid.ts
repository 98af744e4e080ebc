import { css } from '@emotion/react';
import { mq, space } from '@art/ui';

type Gap = keyof typeof space;

/**
 * A list of cards as a grid (the photos, the shows, the trends): as many columns of at least `minWidth` as fit,
 * one on a narrow phone, with the gap `gap` widening to `desktopGap` on wide screens. Put it on the `<ul>`.
 */
export function cardGrid(minWidth: string, gap: Gap, desktopGap: Gap) {
  return css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: space[gap],
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))`,
    [mq.desktop]: { gap: space[desktopGap] },
  });
}
