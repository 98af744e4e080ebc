import { css } from '@emotion/react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH, useGqlQuery } from '@art/data';
import { SearchField } from '@art/forms';
import { useT } from '@art/i18n';
import { CURRENT_CATALOG_PREFIX, MARKET_CATALOG_PREFIX, SEARCH_MAX_RESULTS } from '@art/model';
import { Container, Spinner, colours, space, textStyle } from '@art/ui';
import { layoutFormText } from '../shared/form-text';
import { SiteLink } from '../shared/SiteLink';
import { dropPanel, plainList, quietLink } from '../shared/styles';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS } from '../shared/timings';
import { useDebouncedValue } from '../shared/use-debounced-value';
import type { SiteContext } from '../types';
import { searchQueryText, searchResultLinks } from './search-results';

/** The id of the search panel, controlled by the header's search toggle. */
export const SEARCH_PANEL_ID = 'site-search';

const panelWrap = css({ position: 'absolute', insetInline: 0, top: '100%' });
const formStyle = css({ maxWidth: '48rem' });
const statusStyle = css(textStyle('small'), { display: 'flex', alignItems: 'center', gap: space[2], minHeight: '1.5rem', margin: `${space[4]} 0 0`, color: colours.muted });
const resultsStyle = css(plainList, {
  display: 'grid',
  gap: space[1],
  marginTop: space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
const resultLink = css(quietLink, textStyle('small'), {
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: space[3],
  padding: space[2],
  '&:hover, &:focus-visible': { background: colours.surface },
  '& img, & [data-placeholder]': { display: 'block', width: '3.5rem', height: '3.5rem', objectFit: 'cover', background: colours.surface },
});

/** The catalogue searched (SE-01): the current edition on the fair, the market on the shop. */
export function searchCatalogPrefix(site: SiteContext['site']): string {
  return site === 'fair' ? CURRENT_CATALOG_PREFIX : MARKET_CATALOG_PREFIX;
}

/**
 * The search panel (H-03): a search field asking the API 250 ms after the last keystroke from 2 characters, and the
 * results (image, text, link), at most 9, or the no-results text with what was typed. Arrow keys move between the
 * field and the results; Escape closes the panel.
 */
export function SearchPanel({ ctx, onClose }: { ctx: SiteContext; onClose: (returnFocus: boolean) => void }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [settled, settleNow] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const textSearch = searchQueryText(settled);
  const listRef = useRef<HTMLUListElement>(null);
  const fieldId = `${useId()}-search`;
  const query = useGqlQuery(
    SEARCH,
    { textSearch, limit: SEARCH_MAX_RESULTS, catalogPrefix: searchCatalogPrefix(ctx.site) },
    { enabled: textSearch !== '' },
  );
  const results = textSearch !== '' ? searchResultLinks(query.data?.search, ctx) : [];
  const waiting = searchQueryText(typed) !== '' && (typed !== settled || query.isFetching);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const field = document.getElementById(fieldId);
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLElement | null | undefined;
    if (event.key === 'ArrowDown') next = at < 0 ? all[0] : all[Math.min(at + 1, all.length - 1)];
    else next = at <= 0 ? field : all[at - 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    settleNow();
  };

  let status = '';
  if (waiting) status = t('header.searching');
  else if (textSearch !== '' && query.isError) status = t('header.searchError');
  else if (textSearch !== '' && query.isSuccess) {
    status = results.length === 0 ? t('no_se_han_encontrado_coincidencias', { text: typed.trim().slice(0, SEARCH_MAX_CHARS) }) : t('header.searchResults', { count: results.length });
  }

  return (
    <div id={SEARCH_PANEL_ID} css={panelWrap} onKeyDown={onKeyDown}>
      <div css={dropPanel}>
        <Container>
          <form role="search" css={formStyle} onSubmit={onSubmit} aria-label={t('header.search')}>
            <SearchField
              id={fieldId}
              name="textSearch"
              label={t('header.search')}
              hideLabel
              placeholder={t('header.searchPlaceholder')}
              maxLength={SEARCH_MAX_CHARS}
              value={typed}
              onValueChange={setTyped}
              autoFocus
              t={layoutFormText(t)}
            />
          </form>
          <p css={statusStyle} role="status" aria-live="polite">
            {waiting && <Spinner size={14} />}
            <span>{status}</span>
          </p>
          {results.length > 0 && !waiting && (
            <ul css={resultsStyle} ref={listRef} aria-label={t('header.searchResultsLabel')}>
              {results.map((result, index) => (
                <li key={`${result.href}-${index}`}>
                  <SiteLink href={result.href} internal={result.internal} css={resultLink} onClick={() => onClose(false)}>
                    {result.image ? <img src={result.image} alt="" width={56} height={56} loading="lazy" /> : <span data-placeholder="" />}
                    <span>{result.text}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </Container>
      </div>
    </div>
  );
}
