import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { FieldError, FieldFrame, FieldLabel, invalidProps, useFieldIds, type FieldBaseProps } from './FieldParts';
import { useFieldValidation } from './field-validation';
import { FORM_TEXT_KEYS, useFormText } from './FormText';
import { ClearIcon, SearchIcon } from './icons';
import { addonStyle, controlStyle, iconAddonStyle, withAddonStyle } from './styles';

/** Delay before an `autoFocus` search field takes the focus (the specification's 100 ms). */
export const SEARCH_FOCUS_DELAY_MS = 100;

/** Props of {@link SearchField}. */
export interface SearchFieldProps
  extends FieldBaseProps,
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
  const {
    id: idProp, name, label, hideLabel, mandatory, half, design, t: tProp, className,
    validationRules, validateOnBlur, error, errorOptions, onValidate,
    value: valueProp, defaultValue = '', onValueChange, onClear, autoFocus, ...input
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
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
    <FieldFrame half={half} design={design} className={className}>
      <FieldLabel htmlFor={id} mandatory={mandatory} hidden={hideLabel ?? label === undefined}>
        {label ?? t(FORM_TEXT_KEYS.search)}
      </FieldLabel>
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
          ref={inputRef}
          id={id}
          name={name}
          type="search"
          value={value}
          aria-required={mandatory || undefined}
          {...invalidProps(validation.state, errorId, input['aria-describedby'])}
          css={controlStyle}
          onBlur={(event) => {
            validation.blurred(event.currentTarget.value, event.currentTarget.form);
            input.onBlur?.(event);
          }}
          onChange={(event) => {
            change(event.currentTarget.value);
            validation.changed(event.currentTarget.value, event.currentTarget.form);
            input.onChange?.(event);
          }}
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
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
