import { css } from '@emotion/react';
import type { ChangeEvent, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden';
import { colours, focusRing, motion, textStyle } from './theme';

/** Props shared by the filter toggles: a real checkbox of a GET form, so a filter works without JavaScript. */
interface ToggleBase {
  /** The form field (`size`), sent once per ticked box. */
  name: string;
  /** The value sent when ticked (`small`). */
  value: string;
  checked: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
}

const input = css(visuallyHidden);

const pill = css(textStyle('small'), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '2.75rem',
  paddingInline: '1rem',
  border: `1px solid ${colours.ruleStrong}`,
  backgroundColor: colours.paper,
  color: colours.ink,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${motion.fast} ${motion.easing}, color ${motion.fast} ${motion.easing}`,
  '&:hover': { borderColor: colours.ink },
  'input:focus-visible + &': focusRing.styles,
  'input:checked + &': { backgroundColor: colours.ink, borderColor: colours.ink, color: colours.paper },
});

/**
 * A filter value as a square pill that is a checkbox (its label is the pill): ticked, it is filled in ink.
 * @example <FilterToggle name="size" value="small" checked={sizes.includes('small')} onChange={…}>Pequeño</FilterToggle>
 */
export function FilterToggle({
  name,
  value,
  checked,
  onChange,
  className,
  children,
}: ToggleBase & { children: ReactNode }) {
  return (
    <label className={className}>
      <input css={input} type="checkbox" name={name} value={value} {...checkedProps(checked, onChange)} />
      <span css={pill}>{children}</span>
    </label>
  );
}

const SWATCH_SIZE = 32;

const swatchBox = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A 44 px target around a 32 px swatch (WCAG 2.5.5).
  width: 44,
  height: 44,
  cursor: 'pointer',
  'input:focus-visible + &': focusRing.styles,
  '& > [data-dot]': {
    display: 'block',
    width: SWATCH_SIZE,
    height: SWATCH_SIZE,
    borderRadius: '50%',
    // A ring that shows on light swatches (white) as well as dark ones.
    boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.25)`,
    transition: `box-shadow ${motion.fast} ${motion.easing}`,
  },
  '&:hover > [data-dot]': {
    boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.25), 0 0 0 2px ${colours.paper}, 0 0 0 3px ${colours.ruleStrong}`,
  },
  'input:checked + & > [data-dot]': {
    boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.25), 0 0 0 3px ${colours.paper}, 0 0 0 5px ${colours.ink}`,
  },
});
const hiddenName = css(visuallyHidden);

/**
 * A colour of a filter as a round swatch that is a checkbox named by the colour (`label`, read by screen readers
 * and shown on hover); ticked, the swatch is ringed in ink.
 * @example <SwatchToggle name="colour" value="teal" colour="#00897b" label="Verde azulado" checked={…} />
 */
export function SwatchToggle({
  name,
  value,
  checked,
  onChange,
  className,
  colour,
  label,
}: ToggleBase & { colour: string; label: string }) {
  return (
    <label className={className} title={label}>
      <input css={input} type="checkbox" name={name} value={value} {...checkedProps(checked, onChange)} />
      <span css={swatchBox} data-swatch={value}>
        <span data-dot="" style={{ backgroundColor: colour }} />
        <span css={hiddenName}>{label}</span>
      </span>
    </label>
  );
}

/** Controlled with a handler; without one the box starts ticked or not and follows the user (the form carries it). */
function checkedProps(checked: boolean, onChange: ToggleBase['onChange']) {
  return onChange ? { checked, onChange } : { defaultChecked: checked };
}
