import { css } from '@emotion/react';
import { Anchor, colours, focusRing, motion, space, textStyle } from '@art/ui';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: space[2], listStyle: 'none', margin: 0, padding: 0 });
const chip = css(textStyle('small'), {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: space[4],
  border: `1px solid ${colours.ruleStrong}`,
  color: colours.ink,
  textDecoration: 'none',
  transition: `background-color ${motion.fast} ${motion.easing}, color ${motion.fast} ${motion.easing}`,
  '&:hover': { borderColor: colours.ink },
  '&:focus-visible': focusRing.styles,
  '&[aria-current="page"]': { backgroundColor: colours.ink, borderColor: colours.ink, color: colours.paper },
});

/** One choice of a {@link FilterLinks} list. */
export interface FilterLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * A filter as a row of chips that are real links (the choice lives in the URL), so it works without JavaScript and
 * the back button returns to the previous choice; the current one is marked `aria-current="page"`.
 */
export function FilterLinks({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly FilterLink[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul css={list}>
        {links.map((link) => (
          <li key={link.key}>
            <Anchor href={link.href} css={chip} aria-current={link.current ? 'page' : undefined} data-filter={link.key}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
