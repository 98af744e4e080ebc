import { css } from '@emotion/react';
import { JsonLd, breadcrumbList, type Crumb } from '@art/site';
import { Anchor, colours, space, textStyle } from '@art/ui';

const trail = css(textStyle('small'), {
  ol: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: space[2],
    listStyle: 'none',
    margin: 0,
    padding: 0,
    color: colours.muted,
  },
  'li + li::before': { content: '"/"', marginInlineEnd: space[2], color: colours.muted },
  a: { color: colours.muted },
  '[aria-current="page"]': { color: colours.ink },
});

/**
 * The trail from the home page to this page: a visible navigation and, from the same steps, the schema.org
 * `BreadcrumbList`. Every step but the last has an absolute address (search engines ask for it); `label` names the
 * navigation for screen readers.
 */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <>
      <nav aria-label={label} css={trail}>
        <ol>
          {crumbs.map((crumb, i) =>
            crumb.url && i < crumbs.length - 1 ? (
              <li key={crumb.url}>
                <Anchor href={crumb.url}>{crumb.name}</Anchor>
              </li>
            ) : (
              <li key={`${i}-${crumb.name}`} aria-current="page">
                {crumb.name}
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(crumbs)} />
    </>
  );
}
