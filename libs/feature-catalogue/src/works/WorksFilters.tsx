import { css } from '@emotion/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
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
  textStyle,
} from '@art/ui';
import { initialWorksListState, worksListReducer, type WorksListFilters } from './works-list-state';
import { WORKS_PARAMS, workSortParam } from './works-query';

const SORT_KEYS: Record<WorkSort, string> = { NEWEST: 'newest', PRICE_ASC: 'priceAsc', PRICE_DESC: 'priceDesc' };

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space[3],
});
const sortField = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  marginInlineStart: 'auto',
});
const labelStyle = css(textStyle('small'), { fontWeight: fontWeights.semibold });
const selectStyle = css(textStyle('small'), {
  minHeight: '2.75rem',
  paddingInline: space[3],
  border: `1px solid ${colours.ruleStrong}`,
  borderRadius: 0,
  backgroundColor: colours.paper,
  color: colours.ink,
  '&:focus-visible': focusRing.styles,
});

// Phones and tablets: a disclosure opened by its summary. Desktops: the panel is always shown and the summary
// hidden, where the browser can style the disclosure's content (elsewhere the summary stays, so it still opens).
const panel = css({
  borderBlock: `1px solid ${colours.rule}`,
  '& > summary': [
    textStyle('small'),
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: space[2],
      minHeight: '2.75rem',
      cursor: 'pointer',
      fontWeight: fontWeights.semibold,
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': focusRing.styles,
      '& svg': { transition: 'transform 120ms ease' },
    },
  ],
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
  [mq.desktop]: {
    '@supports selector(::details-content)': {
      '& > summary': { display: 'none' },
      '&::details-content': { display: 'block', contentVisibility: 'visible' },
    },
  },
});
const groups = css({
  display: 'grid',
  gap: space[5],
  paddingBlock: space[4],
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.4fr) minmax(0, 1.6fr)', gap: space[7] },
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
    sort: workSortParam(typeof sort === 'string' ? sort : null),
  };
}

/**
 * The filters of a works list (W-02): sizes, price ranges, the 14 colours and the sort, as one GET form to the
 * list's own address, so it works without JavaScript (an "apply" button sends it) and the state lives in the URL.
 * With JavaScript each change goes to the new address at once, in place. On phones the filters sit in a
 * disclosure (`<details>`), which needs no JavaScript either.
 */
export function WorksFilters(props: {
  /** The list's address (its discipline's route), where the form is sent. */
  action: string;
  /** The filters of the URL. */
  filters: WorksListFilters;
  /** The address of a list state. */
  hrefOf: (filters: WorksListFilters) => string;
  go: (href: string) => void;
}) {
  const { t } = useTranslation('works');
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
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
  const active = (shown.sizes?.length ?? 0) + (shown.priceRanges?.length ?? 0) + (shown.colours?.length ?? 0);
  const submit = enhanced ? null : (
    <Button type="submit" variant="secondary" size="small">
      {t('filters.apply')}
    </Button>
  );

  return (
    <form method="get" action={props.action} aria-label={t('filters.label')} onSubmit={onSubmit} data-works-filters="">
      <div css={toolbar}>
        <div css={sortField}>
          <label htmlFor={`${id}-sort`} css={labelStyle}>
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
        <div css={groups}>
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
      </details>
    </form>
  );
}
