import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { CONTAINER_MAX_WIDTH, CONTAINER_PADDING, mq } from './theme';

/** Widths of `Container`: the page (1400 px), a narrower column, or a reading measure. */
export type ContainerWidth = 'page' | 'narrow' | 'text';

const MAX_WIDTHS: Record<ContainerWidth, string> = { page: `${CONTAINER_MAX_WIDTH}px`, narrow: '60rem', text: '42rem' };

const base = css({
  // content-box: the max width is the content's; the side padding comes on top.
  boxSizing: 'content-box',
  marginInline: 'auto',
  paddingInline: CONTAINER_PADDING.mobile,
  [mq.tablet]: { paddingInline: CONTAINER_PADDING.tablet },
  [mq.desktop]: { paddingInline: CONTAINER_PADDING.desktop },
});

const widths = Object.fromEntries(
  Object.entries(MAX_WIDTHS).map(([name, maxWidth]) => [name, css({ maxWidth })]),
) as Record<ContainerWidth, ReturnType<typeof css>>;

/** Props of `Container`. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'main' | 'aside';
  /** `page` (1400 px, default), `narrow` (60rem) or `text` (42rem, a comfortable line length). */
  width?: ContainerWidth;
}

/** Centres content at the page width with the side padding of each breakpoint (20 / 30 / 60 px). */
export function Container({ as: Tag = 'div', width = 'page', ...rest }: ContainerProps) {
  return <Tag css={[base, widths[width] ?? widths.page]} {...rest} />;
}
