import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import {
  COLOURS,
  PRICE_RANGES,
  SIZES,
  WORK_SORTS,
  type Colour,
  type PriceRange,
  type Size,
  type WorkSort,
} from '@art/model';
import {
  Button,
  ChevronDownIcon,
  Cluster,
  colours,
  FilterToggle,
  focusRing,
  fontWeights,
  mq,
  space,
  SwatchToggle,
  Text,
  textStyle,
  visuallyHidden,
} from '@art/ui';
import { initialWorksListState, worksListReducer, type WorksListFilters } from './works-list-state';
import { WORKS_PARAM_ON, WORKS_PARAMS, workSortParam } from './works-query';

const SORT_KEYS: Record<WorkSort, string> = { NEWEST: 'newest', PRICE_ASC: 'priceAsc', PRICE_DESC: 'priceDesc' };

// The filter bar: the count and the sort on the right, "Filters (n)" on the left, the panel below them, closed until
// asked for, so the works start in the first screen. The count and the sort float (they come first in the form, so
// without JavaScript the sort is the address's first parameter, as before); the panel clears them. On phones they
// take a row of their own above the button.
const form = css({ display: 'flow-root', borderBlockEnd: `1px solid ${colours.rule}` });
const barEnd = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  marginBlockEnd: space[3],
  [mq.tablet]: { float: 'right', marginBlockEnd: 0, marginInlineStart: space[4], justifyContent: 'flex-end' },
});
const sortField = css({ display: 'flex', alignItems: 'center', gap: space[2], minWidth: 0 });
const labelStyle = css(textStyle('small'), { fontWeight: fontWeights.semibold });
// On phones the select says what it sorts by; its label stays for screen readers.
const sortLabel = css(labelStyle, { [mq.mobileOnly]: visuallyHidden });
const selectStyle = css(textStyle('small'), {
  minHeight: '2.75rem',
  minWidth: 0,
  maxWidth: '100%',
  paddingInline: space[3],
  border: `1px solid ${colours.ruleStrong}`,
  borderRadius: 0,
  backgroundColor: colours.paper,
  color: colours.ink,
  '&:focus-visible': focusRing.styles,
});
const countStyle = css({ margin: 0, whiteSpace: 'nowrap' });

// A disclosure opened by its summary (a button to assistive technology, with its expanded state), which needs no
// JavaScript: without it the filters are one press away and sent by "apply".
const panel = css({
  '& > summary': [
    textStyle('small'),
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: space[2],
      minHeight: '2.75rem',
      paddingInline: space[4],
      marginBlockEnd: space[3],
      border: `1px solid ${colours.ruleStrong}`,
      backgroundColor: colours.paper,
      cursor: 'pointer',
      fontWeight: fontWeights.semibold,
      listStyle: 'none',
      userSelect: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { borderColor: colours.ink },
      '&:focus-visible': focusRing.styles,
      '& svg': { transition: 'transform 120ms ease' },
    },
  ],
  '&[open] > summary': { backgroundColor: colours.ink, borderColor: colours.ink, color: colours.paper },
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
});
const panelBody = css({ clear: 'both', borderBlockStart: `1px solid ${colours.rule}` });
const groups = css({
  display: 'grid',
  gap: space[5],
  paddingBlock: space[4],
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.desktop]: {
    gridTemplateColumns: 'minmax(0, 0.9fr) minmax(0, 0.8fr) minmax(0, 1.4fr) minmax(0, 1.6fr)',
    gap: space[7],
  },
});
const fieldset = css({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const legend = css(textStyle('small'), { fontWeight: fontWeights.semibold, padding: 0, marginBlockEnd: space[2] });
const swatches = css({ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', margin: 0, padding: 0 });

/** Filters as a GET form posts them: every ticked box once (`size=small&size=large`) and the sort. */
function filtersOfForm(form: HTMLFormElement): WorksListFilters {
  const data = new FormData(form);
  const values = (name: string) => data.getAll(name).filter((v): v is string => typeof v === 'string');
  const sort = data.get(WORKS_PARAMS.sort);
  return {
    sizes: values(WORKS_PARAMS.sizes) as Size[],
    priceRanges: values(WORKS_PARAMS.priceRanges) as PriceRange[],
    colours: values(WORKS_PARAMS.colours) as Colour[],
    buyable: values(WORKS_PARAMS.buyable).includes(WORKS_PARAM_ON),
    sort: workSortParam(typeof sort === 'string' ? sort : null),
  };
}

/**
 * The filter bar of a works list (W-02): the count of the list, the sort, and "Filters (n)", which opens the panel of
 * the filters ("available to buy", sizes, price ranges, the 14 colours). One GET form to the list's own address, so
 * it works without JavaScript (an "apply" button sends it) and the state lives in the URL. With JavaScript each change
 * goes to the new address at once, in place. The panel is a disclosure (`<details>`), which needs no JavaScript
 * either, closed at first on every screen so the works start in the first one.
 */
export function WorksFilters(props: {
  /** The list's address (its discipline's route), where the form is sent. */
  action: string;
  /** The filters of the URL. */
  filters: WorksListFilters;
  /** The works of the list (announced politely when it changes). */
  totalCount: number;
  /** The address of a list state. */
  hrefOf: (filters: WorksListFilters) => string;
  go: (href: string) => void;
}) {
  const { t } = useTranslation('works');
  const id = useId();
  const enhanced = useHydrated();
  // What the visitor just chose, shown at once while the list of that choice loads.
  const current = props.hrefOf(props.filters);
  const [chosen, setChosen] = useState<{ from: string; filters: WorksListFilters } | null>(null);
  const shown = chosen && chosen.from === current ? chosen.filters : props.filters;

  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    // W-01 `filter`: the form's filters merge into the list's (its discipline stays).
    const next = worksListReducer(initialWorksListState(props.filters), {
      type: 'filter',
      filters: filtersOfForm(form),
    }).filters;
    setChosen({ from: current, filters: next });
    props.go(props.hrefOf(next));
  };
  const onChange = (event: { currentTarget: { form: HTMLFormElement | null } }) => apply(event.currentTarget.form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  // The filters of the panel that are on (the discipline is the list's own route, above it).
  const active =
    (shown.buyable ? 1 : 0) +
    (shown.sizes?.length ?? 0) +
    (shown.priceRanges?.length ?? 0) +
    (shown.colours?.length ?? 0);
  const submit = enhanced ? null : (
    <Button type="submit" variant="secondary" size="small">
      {t('filters.apply')}
    </Button>
  );

  return (
    <form
      method="get"
      action={props.action}
      aria-label={t('filters.label')}
      onSubmit={onSubmit}
      css={form}
      data-works-filters=""
    >
      <div css={barEnd}>
        <Text as="p" tone="muted" size="small" aria-live="polite" css={countStyle} data-works-count="">
          {t('count', { count: props.totalCount })}
        </Text>
        <div css={sortField}>
          <label htmlFor={`${id}-sort`} css={sortLabel}>
            {t('filters.sort')}
          </label>
          <select
            id={`${id}-sort`}
            name={WORKS_PARAMS.sort}
            value={shown.sort ?? 'NEWEST'}
            onChange={onChange}
            css={selectStyle}
          >
            {WORK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${SORT_KEYS[sort]}`)}
              </option>
            ))}
          </select>
          {submit}
        </div>
      </div>
      <details css={panel} data-works-filter-panel="">
        <summary>
          <span>{active ? t('filters.summaryCount', { count: active }) : t('filters.summary')}</span>
          <ChevronDownIcon size={16} aria-hidden="true" />
        </summary>
        <div css={panelBody}>
          <div css={groups}>
            <fieldset css={fieldset}>
              <legend css={legend}>{t('filters.availability')}</legend>
              <FilterToggle
                name={WORKS_PARAMS.buyable}
                value={WORKS_PARAM_ON}
                checked={shown.buyable ?? false}
                onChange={onChange}
              >
                {t('filters.buyable')}
              </FilterToggle>
            </fieldset>
            <fieldset css={fieldset}>
              <legend css={legend}>{t('filters.size', { ns: 'common' })}</legend>
              <Cluster gap={2}>
                {SIZES.map((size) => (
                  <FilterToggle
                    key={size.key}
                    name={WORKS_PARAMS.sizes}
                    value={size.key}
                    checked={shown.sizes?.includes(size.key) ?? false}
                    onChange={onChange}
                  >
                    {t(`sizes.${size.key}`, { ns: 'common' })}
                  </FilterToggle>
                ))}
              </Cluster>
            </fieldset>
            <fieldset css={fieldset}>
              <legend css={legend}>{t('filters.price', { ns: 'common' })}</legend>
              <Cluster gap={2}>
                {PRICE_RANGES.map((range) => (
                  <FilterToggle
                    key={range.key}
                    name={WORKS_PARAMS.priceRanges}
                    value={range.key}
                    checked={shown.priceRanges?.includes(range.key) ?? false}
                    onChange={onChange}
                  >
                    {t(`priceRanges.${range.key}`, { ns: 'common' })}
                  </FilterToggle>
                ))}
              </Cluster>
            </fieldset>
            <fieldset css={fieldset}>
              <legend css={legend}>{t('filters.colour', { ns: 'common' })}</legend>
              <ul css={swatches}>
                {COLOURS.map((colour) => (
                  <li key={colour.key}>
                    <SwatchToggle
                      name={WORKS_PARAMS.colours}
                      value={colour.key}
                      colour={colour.hex}
                      label={t(`colours.${colour.key}`, { ns: 'common' })}
                      checked={shown.colours?.includes(colour.key) ?? false}
                      onChange={onChange}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          </div>
          {submit ? <div css={css({ paddingBlockEnd: space[4] })}>{submit}</div> : null}
        </div>
      </details>
    </form>
  );
}
