/**
 * The kit's own neutral look, kept to a few constants so the integrator can swap them for the theme's tokens:
 * black text on white, 1px rules, one error colour, a visible focus ring. Components set no outer margins.
 */
import { css } from '@emotion/react';

/** The kit's colours. */
export const FORM_COLOURS = {
  text: '#111111',
  muted: '#595959',
  rule: '#111111',
  background: '#ffffff',
  error: '#b3261e',
  focus: '#111111',
} as const;

/** Gap between a field's label, control and message. */
export const FORM_GAP = '6px';
/** Narrowest viewport where two half-width fields share a line. */
export const HALF_MIN_WIDTH = '600px';

const focusRing = css`
  outline: 2px solid ${FORM_COLOURS.focus};
  outline-offset: 2px;
`;

/** The block holding one field: label, control, message. */
export const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${FORM_GAP};
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
  color: ${FORM_COLOURS.text};
`;

/** A half-width field (full width on narrow screens); the parent lays the fields out and sets the gap. */
export const halfStyle = css`
  @media (min-width: ${HALF_MIN_WIDTH}) {
    width: calc(50% - 8px);
    flex: 0 0 calc(50% - 8px);
  }
`;

/** A field's label. */
export const labelStyle = css`
  font-size: 0.875rem;
  line-height: 1.4;
`;

/** The asterisk of a mandatory field. */
export const asteriskStyle = css`
  margin-inline-start: 2px;
`;

/** Hidden from sight, still read by screen readers. */
export const visuallyHiddenStyle = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text inputs, textareas and the select's button: a 1px rule, no decoration. */
export const controlStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${FORM_COLOURS.text};
  background: ${FORM_COLOURS.background};
  border: 1px solid ${FORM_COLOURS.rule};
  border-radius: 0;
  &::placeholder {
    color: ${FORM_COLOURS.muted};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${FORM_COLOURS.error};
  }
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

/** A textarea: the control's look, resizable in height only. */
export const textareaStyle = css`
  min-height: 120px;
  resize: vertical;
`;

/** A control with a button or icon inside its right edge. */
export const withAddonStyle = css`
  position: relative;
  display: flex;
  align-items: stretch;
  & > input {
    padding-inline-end: 48px;
  }
`;

/** The button or icon inside a control's right edge. */
export const addonStyle = css`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  padding: 0;
  color: ${FORM_COLOURS.text};
  background: transparent;
  border: 0;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
    outline-offset: -4px;
  }
`;

/** A decorative icon inside a control (not clickable). */
export const iconAddonStyle = css`
  pointer-events: none;
`;

/** A checkbox or radio with its label beside it. */
export const choiceStyle = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  & > input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${FORM_COLOURS.text};
  }
  & > input:focus-visible {
    ${focusRing}
  }
`;

/** A group of radios: no fieldset frame. */
export const groupStyle = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${FORM_GAP};
`;

/** A link inside a field (the terms link). */
export const linkStyle = css`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    ${focusRing}
  }
`;

/** The message under an invalid field. */
export const errorStyle = css`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.4;
  color: ${FORM_COLOURS.error};
`;

/** Buttons: solid black (submit) or outlined (button). */
export const buttonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 44px;
  padding: 10px 24px;
  font: inherit;
  color: ${FORM_COLOURS.background};
  background: ${FORM_COLOURS.text};
  border: 1px solid ${FORM_COLOURS.text};
  border-radius: 0;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  &[aria-disabled='true'],
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The outlined look of a plain button. */
export const secondaryButtonStyle = css`
  color: ${FORM_COLOURS.text};
  background: ${FORM_COLOURS.background};
`;

/** The select's list of options, under its button. */
export const listboxStyle = css`
  position: absolute;
  z-index: 10;
  inset-inline: 0;
  top: 100%;
  max-height: 280px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${FORM_COLOURS.background};
  border: 1px solid ${FORM_COLOURS.rule};
  border-top: 0;
  &:focus-visible {
    ${focusRing}
  }
`;

/** One option of the select's list. */
export const optionStyle = css`
  padding: 8px 12px;
  cursor: pointer;
  &[aria-selected='true'] {
    font-weight: 600;
  }
  &[data-active='true'] {
    background: #f0f0f0;
    outline: 1px solid ${FORM_COLOURS.rule};
    outline-offset: -1px;
  }
  &[aria-disabled='true'] {
    color: ${FORM_COLOURS.muted};
    cursor: not-allowed;
  }
`;

/** The select's button: the control's look, its text left, a chevron right. */
export const selectButtonStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: start;
  cursor: pointer;
`;
