import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useT } from '@art/i18n';
import { colours, space, textStyle } from '@art/ui';
import { addLastSeen, LAST_SEEN_EVENT, LAST_SEEN_STORAGE_KEY, readLastSeen, type LastSeenItem } from '../last-seen';
import { siteHref } from '../shared/site-href';
import { SiteLink } from '../shared/SiteLink';
import { groupTitle, plainList, quietLink } from '../shared/styles';
import type { SiteContext } from '../types';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): reading it throws.
    return null;
  }
}

/**
 * Records a seen work in this browser (for the work page, in an effect) and tells the strips on the page.
 * @example useEffect(() => rememberLastSeen({ slug, id, url, imageUrl, title }), [id]);
 */
export function rememberLastSeen(item: LastSeenItem): void {
  addLastSeen(browserStorage(), item);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LAST_SEEN_EVENT));
}

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
const empty = css(textStyle('small'), { margin: 0, color: colours.muted });

function readable(item: LastSeenItem): string {
  return item.title ?? item.slug.replace(/[-_]+/g, ' ');
}

/**
 * The strip of last-seen works (L-03), read from local storage. The server cannot see that storage, so it renders
 * the heading and an empty list; the works (or `ninguna_obra_vista`) appear after mounting, and the first client
 * render equals the server's, so hydration never mismatches. It follows changes from other tabs (`storage`) and
 * from this page ({@link rememberLastSeen}).
 */
export function LastSeenStrip(ctx: SiteContext) {
  const t = useT();
  const [items, setItems] = useState<LastSeenItem[] | null>(null);
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
  const headingId = 'last-seen-title';
  return (
    <section aria-labelledby={headingId} data-last-seen="">
      <h2 id={headingId} css={[groupTitle, css({ marginBottom: space[4] })]}>
        {t('footer.lastSeen')}
      </h2>
      {items !== null && items.length === 0 && <p css={empty}>{t('ninguna_obra_vista')}</p>}
      {items !== null && items.length > 0 && (
        <ul css={strip}>
          {items.map((item) => {
            const link = siteHref(item.url, ctx);
            return (
              <li key={item.id}>
                <SiteLink href={link.href} internal={link.internal} css={itemLink}>
                  <img src={item.imageUrl} alt="" width={136} height={136} loading="lazy" decoding="async" />
                  <span>{readable(item)}</span>
                </SiteLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
