import { Anchor, Cluster, Heading, Stack } from '@art/ui';

/** One link of a {@link LinkGroup}. */
export interface GroupLink {
  key: string;
  href: string;
  label: string;
}

/**
 * A small titled list of links (an artist's galleries and shows, a gallery's artists): nothing at all when the list
 * is empty, so a page never shows a heading over nothing.
 */
export function LinkGroup({ heading, links }: { heading: string; links: readonly GroupLink[] }) {
  if (links.length === 0) return null;
  return (
    <Stack gap={2}>
      <Heading level={3} size="h3">
        {heading}
      </Heading>
      <Cluster as="ul" gap={4}>
        {links.map((link) => (
          <li key={link.key}>
            <Anchor href={link.href}>{link.label}</Anchor>
          </li>
        ))}
      </Cluster>
    </Stack>
  );
}
