import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { COLOURS, DISCIPLINES, pick } from '@art/model';
import type { Lang } from '@art/routing';
import { Anchor, Chip, space } from '@art/ui';
import { followInPlace } from './list-navigation';
import {
  hasWorksFilters,
  initialWorksListState,
  worksListReducer,
  type WorksListAction,
  type WorksListFilters,
} from './works-list-state';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: space[2], listStyle: 'none', margin: 0, padding: 0 });
const dot = css({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: '50%',
  marginInlineEnd: space[2],
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
});

interface ActiveChip {
  key: string;
  name: string;
  colour?: string;
  /** The W-01 `filter` action that removes it. */
  remove: WorksListAction;
}

function chipsOf(
  filters: WorksListFilters,
  lang: Lang,
  t: (key: string, options?: Record<string, unknown>) => string,
): ActiveChip[] {
  const out: ActiveChip[] = [];
  const discipline = DISCIPLINES.find((d) => d.id === filters.discipline);
  if (discipline)
    out.push({
      key: `discipline-${discipline.key}`,
      name: pick(lang, discipline.es, discipline.en),
      remove: { type: 'filter', filters: { discipline: undefined } },
    });
  if (filters.buyable)
    out.push({
      key: 'buyable',
      name: t('filters.buyable'),
      remove: { type: 'filter', filters: { buyable: false } },
    });
  for (const size of filters.sizes ?? []) {
    out.push({
      key: `size-${size}`,
      name: t(`sizes.${size}`, { ns: 'common' }),
      remove: { type: 'filter', filters: { sizes: filters.sizes?.filter((s) => s !== size) } },
    });
  }
  for (const range of filters.priceRanges ?? []) {
    out.push({
      key: `price-${range}`,
      name: t(`priceRanges.${range}`, { ns: 'common' }),
      remove: { type: 'filter', filters: { priceRanges: filters.priceRanges?.filter((p) => p !== range) } },
    });
  }
  for (const colour of filters.colours ?? []) {
    out.push({
      key: `colour-${colour}`,
      name: t(`colours.${colour}`, { ns: 'common' }),
      colour: COLOURS.find((c) => c.key === colour)?.hex,
      remove: { type: 'filter', filters: { colours: filters.colours?.filter((c) => c !== colour) } },
    });
  }
  return out;
}

/**
 * The filters applied, as chips each removed by a real link to the list without it, and a link that clears them all
 * (W-01 `reset`); nothing for the plain list. They stay in sight under the filter bar while its panel is closed.
 */
export function ActiveWorksFilters(props: {
  filters: WorksListFilters;
  lang: Lang;
  hrefOf: (filters: WorksListFilters) => string;
  go: (href: string) => void;
}) {
  const { t } = useTranslation('works');
  const state = initialWorksListState(props.filters);
  const inPlace = followInPlace(props.go);
  const active = chipsOf(props.filters, props.lang, t);
  if (!hasWorksFilters(props.filters)) return null;
  return (
    <div css={row}>
      {active.length ? (
        <ul css={chips} aria-label={t('filters.active')} data-works-chips="">
          {active.map((chip) => (
            <li key={chip.key} data-chip={chip.key}>
              <Chip
                removeHref={props.hrefOf(worksListReducer(state, chip.remove).filters)}
                removeLabel={t('filters.remove', { name: chip.name })}
                onRemove={inPlace}
              >
                {chip.colour ? <span css={dot} style={{ backgroundColor: chip.colour }} aria-hidden="true" /> : null}
                {chip.name}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <Anchor
        href={props.hrefOf(worksListReducer(state, { type: 'reset' }).filters)}
        onClick={inPlace}
        data-works-clear=""
      >
        {t('filters.clear')}
      </Anchor>
    </div>
  );
}
