import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useGqlQuery } from '@art/data';
import { useTranslation } from 'react-i18next';
import { colours, space, textStyle } from '@art/ui';
import { LastSeenWorksDocument, type LastSeenWork } from '../documents';
import {
  browserStorage,
  LAST_SEEN_EVENT,
  LAST_SEEN_STORAGE_KEY,
  lastSeenAddressIn,
  readLastSeen,
  type LastSeenItem,
} from '../last-seen';
import { siteHref } from '../shared/site-href';
import { SiteLink } from '../shared/SiteLink';
import { groupTitle, plainList, quietLink } from '../shared/styles';
import { catalogOf, type SiteContext } from '../types';

const strip = css(plainList, {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(6.5rem, 8.5rem)',
  gap: space[4],
  overflowX: 'auto',
  paddingBottom: space[2],
  scrollSnapType: 'x proximity',
  '& > li': { scrollSnapAlign: 'start' },
});
const itemLink = css(quietLink, textStyle('caption'), {
  display: 'grid',
  gap: space[2],
  textTransform: 'none',
  letterSpacing: 0,
  '& img': { display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', background: colours.surface },
});
// A row of the footer of its own, under a rule, only while it has works to show.
const section = css({ paddingBlock: space[7], borderTop: `1px solid ${colours.rule}` });

/** A work of the strip as it shows: its title and page in the page's language. */
interface ShownWork {
  id: string;
  title: string;
  url: string;
  imageUrl: string;
}

/**
 * The works to show, in the order seen: each with its title and address in the page's language, as the API gave
 * them (now, or earlier on this page in the same language); a work the API left out (withdrawn) is not shown. When the
 * API cannot answer, a work shows its slug and its address moved to the page's language.
 */
function shownWorks(
  items: readonly LastSeenItem[],
  answered: ReadonlyMap<string, LastSeenWork> | null,
  failed: boolean,
  ctx: SiteContext,
): ShownWork[] {
  return items.flatMap((item) => {
    const work = answered?.get(item.id);
    if (work) return [{ id: item.id, title: work.title, url: work.url, imageUrl: item.imageUrl }];
    if (!failed) return [];
    const url = lastSeenAddressIn(item.url, ctx.lang, ctx.origins);
    return [{ id: item.id, title: item.slug.replace(/[-_]+/g, ' '), url, imageUrl: item.imageUrl }];
  });
}

/**
 * The strip of last-seen works (L-03): the works kept in local storage, with their titles and addresses asked of the
 * API (`worksByIds`) in the page's language, whatever language they were seen in. It shows only once there is a work
 * to show: a first-time visitor, who has seen none, is not told so (issue 36). The server cannot see that storage, so
 * it renders nothing; the strip appears after mounting, and the first client render equals the server's, so
 * hydration never mismatches. It follows changes from other tabs (`storage`) and from this page
 * ({@link rememberLastSeen}).
 */
export function LastSeenStrip(ctx: SiteContext) {
  const { t } = useTranslation();
  const [items, setItems] = useState<LastSeenItem[] | null>(null);
  // What the API said of each work on this page, in its language: a work just seen shows once it answers.
  const [known, setKnown] = useState<{ lang: string; works: ReadonlyMap<string, LastSeenWork> }>({
    lang: ctx.lang,
    works: new Map(),
  });
  const ids = items?.map((item) => item.id) ?? [];
  const query = useGqlQuery(LastSeenWorksDocument, { ids, catalogPrefix: catalogOf(ctx) }, { enabled: ids.length > 0 });
  const answer = query.data?.worksByIds;
  useEffect(() => {
    if (!answer) return;
    setKnown((before) => {
      const works = new Map(before.lang === ctx.lang ? before.works : []);
      for (const work of answer) works.set(work.id, work);
      return { lang: ctx.lang, works };
    });
  }, [answer, ctx.lang]);
  const answered = new Map(known.lang === ctx.lang ? known.works : []);
  for (const work of answer ?? []) answered.set(work.id, work);
  const shown = items ? shownWorks(items, answered, query.isError, ctx) : [];
  useEffect(() => {
    const load = () => setItems(readLastSeen(browserStorage()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LAST_SEEN_STORAGE_KEY) load();
    };
    load();
    window.addEventListener(LAST_SEEN_EVENT, load);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(LAST_SEEN_EVENT, load);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  // Nothing kept, nothing of it the API still gives (a work withdrawn), or its answer still to come.
  if (shown.length === 0) return null;
  const headingId = 'last-seen-title';
  return (
    <section aria-labelledby={headingId} css={section} data-last-seen="">
      <h2 id={headingId} css={[groupTitle, css({ marginBottom: space[4] })]}>
        {t('footer.lastSeen')}
      </h2>
      <ul css={strip}>
        {shown.map((work) => {
          const link = siteHref(work.url, ctx);
          return (
            <li key={work.id}>
              <SiteLink href={link.href} internal={link.internal} css={itemLink}>
                <img src={work.imageUrl} alt="" width={136} height={136} loading="lazy" decoding="async" />
                <span>{work.title}</span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
