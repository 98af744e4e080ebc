import { Anchor, Cluster } from '@art/ui';

/**
 * The paging links of a list: back to its first page when not on it, and the next page as a real link (`rel="next"`)
 * for crawlers and visitors without JavaScript.
 */
export function ListPager(props: {
  firstHref: string | null;
  nextHref: string | null;
  texts: { first: string; next: string };
}) {
  if (!props.firstHref && !props.nextHref) return null;
  return (
    <Cluster gap={5} justify="center">
      {props.firstHref ? <Anchor href={props.firstHref}>{props.texts.first}</Anchor> : null}
      {props.nextHref ? (
        <Anchor href={props.nextHref} rel="next">
          {props.texts.next}
        </Anchor>
      ) : null}
    </Cluster>
  );
}
