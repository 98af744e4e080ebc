import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { controlProps, LabelledField, useField, validatedEvents, type FieldBaseProps } from './FieldParts';
import { FORM_TEXT_KEYS } from './FormText';
import { ClearIcon, SearchIcon } from './icons';
import { addonStyle, controlStyle, iconAddonStyle, withAddonStyle } from './styles';

/** Delay before an `autoFocus` search field takes the focus (the specification's 100 ms). */
export const SEARCH_FOCUS_DELAY_MS = 100;

/** Props of {@link SearchField}. */
export interface SearchFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className' | 'value' | 'defaultValue'> {
  /** The text, when the parent owns it (with `onValueChange`). */
  readonly value?: string;
  /** The first text, when the field owns it. */
  readonly defaultValue?: string;
  /** Told the new text on every change, the clear button's included. */
  readonly onValueChange?: (value: string) => void;
  /** Told when the clear button empties the field. */
  readonly onClear?: () => void;
  /** Take the focus 100 ms after mounting (e.g. when a search panel opens). */
  readonly autoFocus?: boolean;
}

/**
 * A search field: a search icon while it is not focused; a clear button while it is focused and not empty. The
 * label defaults to "search" for screen readers only. With `autoFocus`, the focus comes 100 ms after mounting.
 * The clear button keeps the focus in the field (so a click on it never blurs the field first).
 */
export function SearchField(props: SearchFieldProps) {
  // The label defaults to "search", for screen readers only.
  const field = useField({ ...props, hideLabel: props.hideLabel ?? props.label === undefined });
  const { t, id } = field;
  const { value: valueProp, defaultValue = '', onValueChange, onClear, autoFocus, ...input } = field.rest;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!autoFocus) return undefined;
    const timer = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoFocus]);

  const change = (next: string) => {
    if (valueProp === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  return (
    <LabelledField field={field} labelText={field.label ?? t(FORM_TEXT_KEYS.search)}>
      <div
        css={withAddonStyle}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <input
          autoComplete="off"
          enterKeyHint="search"
          {...input}
          {...controlProps(field, input['aria-describedby'])}
          ref={inputRef}
          type="search"
          value={value}
          css={controlStyle}
          {...validatedEvents(field.validation, (control) => control.value, {
            onBlur: input.onBlur,
            onChange: (event) => {
              change(event.currentTarget.value);
              input.onChange?.(event);
            },
          })}
        />
        {!focused && (
          <span css={[addonStyle, iconAddonStyle]}>
            <SearchIcon />
          </span>
        )}
        {focused && value !== '' && (
          <button
            type="button"
            css={addonStyle}
            aria-label={t(FORM_TEXT_KEYS.clearSearch)}
            aria-controls={id}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              change('');
              onClear?.();
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </button>
        )}
      </div>
    </LabelledField>
  );
}
