import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  Asterisk, FieldError, FieldFrame, invalidProps, joinIds, useFieldIds, type FieldBaseProps,
} from './FieldParts';
import { useFieldValidation } from './field-validation';
import { useFormText } from './FormText';
import { choiceStyle, groupStyle, labelStyle, visuallyHiddenStyle } from './styles';

/** Props of {@link Radio}: the field props, `value`, `checked`/`defaultChecked` and native input attributes. */
export interface RadioProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {}

/** One radio with its label beside it; radios sharing a `name` form a group (see {@link RadioGroup}). */
export function Radio(props: RadioProps) {
  const {
    id: idProp, name, label, hideLabel: _hideLabel, mandatory, half, design, t: tProp, className,
    validationRules, validateOnBlur, error, errorOptions, onValidate, ...input
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  return (
    <FieldFrame half={half} design={design} className={className}>
      <div css={choiceStyle}>
        <input
          {...input}
          id={id}
          name={name}
          type="radio"
          {...invalidProps(validation.state, errorId, input['aria-describedby'])}
          onBlur={(event) => {
            validation.blurred(event.currentTarget.checked ? event.currentTarget.value : '', event.currentTarget.form);
            input.onBlur?.(event);
          }}
          onChange={(event) => {
            const { checked, value, form } = event.currentTarget;
            validation.changed(checked ? value : '', form);
            input.onChange?.(event);
          }}
        />
        <label htmlFor={id} css={labelStyle}>
          {label}
          {mandatory && <Asterisk />}
        </label>
      </div>
      <FieldError id={errorId} state={validation.state} t={t} />
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
  const {
    id: idProp, name, label, hideLabel, mandatory, half, design, t: tProp, className, options,
    value: valueProp, defaultValue = '', onValueChange,
    validationRules, validateOnBlur, error, errorOptions, onValidate,
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  const legendId = `${id}-legend`;
  return (
    <FieldFrame half={half} design={design} className={className}>
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
