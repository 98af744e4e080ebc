import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useGqlQuery } from '@art/data';
import { SearchDocument } from '../documents';
import { SearchField } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_RESULTS } from '@art/model';
import { hrefFrom, siteProfile } from '@art/routing';
import { Container, Monogram, Spinner, colours, space, textStyle } from '@art/ui';
import { layoutFormText } from '../shared/form-text';
import { SiteLink } from '../shared/SiteLink';
import { dropPanel, plainList, quietLink } from '../shared/styles';
import { SEARCH_BLUR_DELAY_MS, SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS } from '../shared/timings';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { catalogOf, type SiteContext } from '../types';
import { searchQueryText, searchResultLinks } from './search-results';

import { SEARCH_PANEL_ID } from './search-panel-id';

const panelWrap = css({ position: 'absolute', insetInline: 0, top: '100%' });
const formStyle = css({ maxWidth: '48rem' });
const statusStyle = css(textStyle('small'), {
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '1.5rem',
  margin: `${space[4]} 0 0`,
  color: colours.muted,
});
const resultsStyle = css(plainList, {
  display: 'grid',
  gap: space[1],
  marginTop: space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  '&[hidden]': { display: 'none' },
});
const resultLink = css(quietLink, textStyle('small'), {
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: space[3],
  padding: space[2],
  '&:hover': { background: colours.surface },
  // The option the arrow keys reached (the focus stays in the field): the focus ring's look.
  '&[aria-selected="true"]': { background: colours.surface, outline: `2px solid ${colours.accent}`, outlineOffset: -2 },
  '& img, & [data-placeholder]': {
    display: 'block',
    width: '3.5rem',
    height: '3.5rem',
    objectFit: 'cover',
    background: colours.surface,
  },
});

const allResultsStyle = css(textStyle('small'), { margin: `${space[3]} 0 0` });

/**
 * The search results page of the site showing the header, listing every match of `typed` (`?q=`); without a text,
 * the page itself.
 * @example searchPageHref({ site: 'fair', lang: 'en', origins }, 'Núñez') // '/en/search?q=N%C3%BA%C3%B1ez'
 */
export function searchPageHref(ctx: SiteContext, typed: string): string {
  const path = hrefFrom(ctx.site, siteProfile(ctx.site).keys.search, {}, ctx.lang, ctx.origins);
  const text = typed.trim().slice(0, SEARCH_MAX_CHARS);
  return text ? `${path}?${new URLSearchParams({ q: text }).toString()}` : path;
}

/**
 * The option the arrow keys move to from `active` (-1: none) among `count` options, as the WAI-ARIA combobox pattern
 * says: down from none or the last goes to the first, up from none or the first goes to the last.
 * @example nextOption(-1, 'ArrowDown', 9) // 0
 */
export function nextOption(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 || active >= count ? count - 1 : active - 1;
}

/**
 * The search panel (H-03): a combobox (WAI-ARIA APG, list autocomplete) asking the API 250 ms after the last
 * keystroke from 2 characters, its listbox of results (image, text, link), at most 9, or the no-results text with
 * what was typed, and a link to the search results page with every match. The focus stays in the field: ArrowDown
 * and ArrowUp move through the results, Enter opens the one reached, or, with none reached, the search results page
 * (the form is a GET form to it, `?q=`); Escape closes the panel and gives the focus back to the toggle. The results close 200 ms after the field
 * loses the focus (a click on one still lands) and open again when it comes back. The field takes the focus 100 ms
 * after the panel opens.
 */
export function SearchPanel({ ctx, onClose }: { ctx: SiteContext; onClose: (returnFocus: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [settled, settleNow] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const textSearch = searchQueryText(settled);
  const baseId = useId();
  const fieldId = `${baseId}-search`;
  const listId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-result-${index}`;
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const query = useGqlQuery(
    SearchDocument,
    { textSearch, limit: SEARCH_MAX_RESULTS, catalogPrefix: catalogOf(ctx) },
    { enabled: textSearch !== '' },
  );
  const results = textSearch !== '' ? searchResultLinks(query.data?.search, ctx) : [];
  const waiting = searchQueryText(typed) !== '' && (typed !== settled || query.isFetching);
  const listShown = open && results.length > 0 && !waiting;
  const current = listShown && active < results.length ? active : -1;

  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (current >= 0) document.getElementById(`${baseId}-result-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [baseId, current]);

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0 || waiting) return;
      event.preventDefault();
      setOpen(true);
      setActive(nextOption(listShown ? current : -1, event.key, results.length));
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      document.getElementById(optionId(current))?.click();
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  };
  const resultsPage = searchPageHref(ctx, typed);
  // Enter with no result reached: every match, on the search results page (a page of this site: no full load).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    settleNow();
    if (typed.trim() === '') return;
    onClose(false);
    void navigate(resultsPage);
  };

  let status = '';
  if (waiting) status = t('header.searching');
  else if (textSearch !== '' && query.isError) status = t('header.searchError');
  else if (textSearch !== '' && query.isSuccess) {
    status =
      results.length === 0
        ? t('no_se_han_encontrado_coincidencias', { text: typed.trim().slice(0, SEARCH_MAX_CHARS) })
        : t('header.searchResults', { count: results.length });
  }

  return (
    <div id={SEARCH_PANEL_ID} css={panelWrap} onKeyDown={onPanelKeyDown}>
      <div css={dropPanel}>
        <Container>
          <form
            role="search"
            method="get"
            action={searchPageHref(ctx, '')}
            css={formStyle}
            onSubmit={onSubmit}
            aria-label={t('header.search')}
          >
            <SearchField
              id={fieldId}
              name="q"
              label={t('header.search')}
              hideLabel
              placeholder={t('header.searchPlaceholder')}
              maxLength={SEARCH_MAX_CHARS}
              value={typed}
              onValueChange={(value) => {
                setTyped(value);
                setActive(-1);
              }}
              autoFocus
              t={layoutFormText(t)}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={listId}
              aria-activedescendant={current >= 0 ? optionId(current) : undefined}
              onKeyDown={onFieldKeyDown}
              onFocus={() => {
                if (blurTimer.current) clearTimeout(blurTimer.current);
                setOpen(true);
              }}
              onBlur={() => {
                if (blurTimer.current) clearTimeout(blurTimer.current);
                blurTimer.current = setTimeout(() => {
                  setOpen(false);
                  setActive(-1);
                }, SEARCH_BLUR_DELAY_MS);
              }}
            />
          </form>
          <p css={statusStyle} role="status" aria-live="polite">
            {waiting && <Spinner size={14} />}
            <span>{status}</span>
          </p>
          {/* Always present, so the field's aria-controls names an element; empty and hidden while closed. */}
          <div
            role="listbox"
            id={listId}
            css={resultsStyle}
            aria-label={t('header.searchResultsLabel')}
            hidden={!listShown}
            // A press on a result keeps the focus in the field, so the results stay open until the click lands.
            onMouseDown={(event) => event.preventDefault()}
          >
            {listShown &&
              results.map((result, index) => (
                <SiteLink
                  key={`${result.href}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  tabIndex={-1}
                  href={result.href}
                  internal={result.internal}
                  css={resultLink}
                  onClick={() => onClose(false)}
                >
                  {result.image ? (
                    <img src={result.image} alt="" width={56} height={56} loading="lazy" />
                  ) : result.kind === 'artist' ? (
                    <Monogram name={result.text} />
                  ) : (
                    <span data-placeholder="" />
                  )}
                  <span>{result.text}</span>
                </SiteLink>
              ))}
          </div>
          {listShown ? (
            <p css={allResultsStyle}>
              <SiteLink href={resultsPage} internal onClick={() => onClose(false)}>
                {t('header.allResults')}
              </SiteLink>
            </p>
          ) : null}
        </Container>
      </div>
    </div>
  );
}
