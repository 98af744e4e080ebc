import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Language } from '@art/model';
import { formatPrice, isPriceAmount } from './price-format';
import { colours, textStyle } from './theme';

const root = css({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '0.4em',
  fontVariantNumeric: 'tabular-nums',
});
const vat = css(textStyle('small'), { color: colours.muted });

/** Props of `Price`. */
export interface PriceProps {
  /** Euros with VAT included, as the API gives them; null (no public price) shows `fallback`. */
  amount: number | null | undefined;
  lang: Language;
  /** The currency of the data (`EUR`, `€`, `USD`, `$`); euros by default. */
  currency?: string | null;
  /** The VAT note, already translated ("IVA incluido"), shown after the amount. */
  vatLabel?: string;
  /** What to show when there is no price ("Consultar precio"); nothing by default. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * A price formatted for the language ('es-ES' or 'en-GB') with two decimals, or the fallback when there is none.
 * Negative and non-finite amounts count as no price. The machine-readable amount is in a `<data>` element.
 * @example <Price amount={work.price} lang={lang} vatLabel={t('vatIncluded')} fallback={t('askPrice')} />
 */
export function Price({ amount, lang, currency, vatLabel, fallback = null, className }: PriceProps) {
  if (!isPriceAmount(amount)) {
    return fallback === null || fallback === undefined || fallback === false ? null : (
      <span css={root} className={className} data-price="none">
        {fallback}
      </span>
    );
  }
  const note = vatLabel?.trim();
  return (
    <span css={root} className={className}>
      <data value={amount.toFixed(2)}>{formatPrice(amount, lang, currency ?? undefined)}</data>
      {note ? (
        <>
          {' '}
          <span css={vat}>{note}</span>
        </>
      ) : null}
    </span>
  );
}
