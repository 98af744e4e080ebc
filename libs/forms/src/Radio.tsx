import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  Asterisk,
  FieldError,
  FieldFrame,
  invalidProps,
  joinIds,
  useField,
  validatedEvents,
  type FieldBaseProps,
} from './FieldParts';
import { choiceStyle, groupStyle, labelStyle, visuallyHiddenStyle } from './styles';

/** Props of {@link Radio}: the field props, `value`, `checked`/`defaultChecked` and native input attributes. */
export interface RadioProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {}

/** One radio with its label beside it; radios sharing a `name` form a group (see {@link RadioGroup}). */
export function Radio(props: RadioProps) {
  const field = useField(props);
  const input = field.rest;
  return (
    <FieldFrame {...field.frame}>
      <div css={choiceStyle}>
        <input
          {...input}
          id={field.id}
          name={field.name}
          type="radio"
          {...invalidProps(field.validation.state, field.errorId, input['aria-describedby'])}
          {...validatedEvents(
            field.validation,
            (control: HTMLInputElement) => (control.checked ? control.value : ''),
            input,
          )}
        />
        <label htmlFor={field.id} css={labelStyle}>
          {field.label}
          {field.mandatory && <Asterisk />}
        </label>
      </div>
      <FieldError id={field.errorId} state={field.validation.state} t={field.t} />
    </FieldFrame>
  );
}

/** One choice of a {@link RadioGroup} or a {@link Select}. */
export interface ChoiceOption {
  readonly value: string;
  /** The text shown, already translated. */
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends FieldBaseProps {
  readonly options: readonly ChoiceOption[];
  /** The chosen value, when the parent owns it (with `onValueChange`). */
  readonly value?: string;
  /** The first chosen value, when the group owns it. */
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
}

/**
 * A group of radios under one legend (a `radiogroup`), with the asterisk, one message for the group and the
 * rules checked when the focus leaves the group.
 */
export function RadioGroup(props: RadioGroupProps) {
  const field = useField(props);
  const { t, id, errorId, name, label, hideLabel, mandatory, validation } = field;
  const { options, value: valueProp, defaultValue = '', onValueChange } = field.rest;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  const legendId = `${id}-legend`;
  return (
    <FieldFrame {...field.frame}>
      <fieldset
        id={id}
        role="radiogroup"
        aria-labelledby={joinIds(label !== undefined && legendId)}
        aria-required={mandatory || undefined}
        {...invalidProps(validation.state, errorId)}
        css={groupStyle}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          validation.blurred(value, event.currentTarget.form);
        }}
      >
        {label !== undefined && (
          <legend id={legendId} css={hideLabel ? visuallyHiddenStyle : labelStyle}>
            {label}
            {mandatory && <Asterisk />}
          </legend>
        )}
        {options.map((option, index) => (
          <div key={option.value} css={choiceStyle}>
            <input
              id={`${id}-${index}`}
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={(event) => {
                // A clearing form unticks the radio: the group's value becomes empty.
                const next = event.currentTarget.checked ? option.value : '';
                if (valueProp === undefined) setOwnValue(next);
                onValueChange?.(next);
                validation.changed(next, event.currentTarget.form);
              }}
            />
            <label htmlFor={`${id}-${index}`} css={labelStyle}>
              {option.label}
            </label>
          </div>
        ))}
      </fieldset>
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
