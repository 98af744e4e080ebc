import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { space, type SpaceToken } from './theme';

/** Elements a layout primitive can render; lists keep their semantics (`role="list"`) without bullets. */
export type LayoutElement =
  'div' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'aside' | 'ul' | 'ol' | 'dl' | 'form' | 'fieldset';

/** Cross-axis alignment of a layout primitive. */
export type LayoutAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

const ALIGN: Record<LayoutAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

/** Main-axis distribution of `Cluster`. */
export type ClusterJustify = keyof typeof JUSTIFY;

const listReset = css({ listStyle: 'none', margin: 0, padding: 0 });

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutElement;
  /** Space between children, a step of `space`; 4 (1rem) by default. */
  gap?: SpaceToken;
  align?: LayoutAlign;
}

function gapOf(gap: SpaceToken): string {
  return space[gap] ?? space[4];
}

function listRole(Tag: LayoutElement, role: string | undefined): string | undefined {
  return role ?? (Tag === 'ul' || Tag === 'ol' ? 'list' : undefined);
}

/** Props of `Stack`. */
export type StackProps = LayoutProps;

/**
 * Children one under the other with a constant gap.
 * @example <Stack gap={6}><Heading level={2}>…</Heading><Text>…</Text></Stack>
 */
export function Stack({ as: Tag = 'div', gap = 4, align = 'stretch', role, ...rest }: StackProps) {
  const Element = Tag;
  return (
    <Element
      role={listRole(Tag, role)}
      css={[listReset, css({ display: 'flex', flexDirection: 'column', gap: gapOf(gap), alignItems: ALIGN[align] })]}
      {...rest}
    />
  );
}

/** Props of `Cluster`. */
export interface ClusterProps extends LayoutProps {
  justify?: ClusterJustify;
  /** Keep everything on one line instead of wrapping. */
  nowrap?: boolean;
}

/**
 * Children side by side, wrapping onto new lines, with a constant gap: buttons, chips, links.
 * @example <Cluster as="ul" gap={2}>{chips}</Cluster>
 */
export function Cluster({
  as: Tag = 'div',
  gap = 4,
  align = 'center',
  justify = 'start',
  nowrap = false,
  role,
  ...rest
}: ClusterProps) {
  const Element = Tag;
  return (
    <Element
      role={listRole(Tag, role)}
      css={[
        listReset,
        css({
          display: 'flex',
          flexWrap: nowrap ? 'nowrap' : 'wrap',
          gap: gapOf(gap),
          alignItems: ALIGN[align],
          justifyContent: JUSTIFY[justify],
        }),
      ]}
      {...rest}
    />
  );
}
