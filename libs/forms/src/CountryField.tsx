import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { FieldError, FieldFrame, FieldLabel, invalidProps, joinIds, useField, type FieldBaseProps } from './FieldParts';
import { FORM_TEXT_KEYS } from './FormText';
import { useHydrated } from './hydrated';
import type { SelectOption } from './Select';
import { FORM_COLOURS, controlStyle, listboxStyle, optionStyle, visuallyHiddenStyle } from './styles';
import { foldText } from './fold';

/** Props of {@link CountryField}. */
export interface CountryFieldProps extends FieldBaseProps {
  /** The countries, `value` their code and `label` their name in the page's language, in the order to list them. */
  readonly options: readonly SelectOption[];
  /** The chosen code ('' for none), owned by the parent (with `onChange`). */
  readonly value: string;
  /** Told the new code only when it differs from the chosen one. */
  readonly onChange?: (value: string, option: SelectOption | null) => void;
  /** The autofill token of the field (`shipping country-name`); the browser fills it with a name, which is matched. */
  readonly autoComplete?: string;
  readonly disabled?: boolean;
}

/**
 * The options matching what was typed, best first: names that start with it, then names with a word that starts
 * with it, then names that hold it; accents and case ignored ("espa" finds "España", "uni" "United Kingdom" first and
 * "Estados Unidos" after). Nothing typed matches every option, in its order.
 * @example matchingOptions([{ value: 'ES', label: 'España' }, { value: 'US', label: 'Estados Unidos' }], 'uni') // [US]
 */
export function matchingOptions(options: readonly SelectOption[], typed: string): SelectOption[] {
  const needle = foldText(typed).trim().replace(/\s+/g, ' ');
  if (needle === '') return options.filter((option) => !option.disabled);
  const ranked: { option: SelectOption; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    if (option.disabled) return;
    const name = foldText(option.label);
    const at = name.indexOf(needle);
    if (at < 0) return;
    const rank = at === 0 ? 0 : new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}`, 'u').test(name) ? 1 : 2;
    ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.option);
}

const noMatchesStyle = css({ margin: '4px 0 0', fontSize: '0.875rem', lineHeight: 1.4, color: FORM_COLOURS.muted });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The option whose name is what was typed (accents, case and outer spaces ignored), if exactly one is. */
function exactOption(options: readonly SelectOption[], typed: string): SelectOption | null {
  const needle = foldText(typed).trim().replace(/\s+/g, ' ');
  if (needle === '') return null;
  const found = options.filter((option) => !option.disabled && foldText(option.label) === needle);
  return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * A country picker to type in: a combobox (WAI-ARIA APG, list autocomplete) whose list narrows to the names that
 * match what is typed, in the page's language, accents and case ignored. ArrowDown opens the list or moves down,
 * ArrowUp up, Enter chooses the option reached (the first match is reached as soon as something is typed), Escape
 * closes the list and puts back the chosen name; a click chooses too. On leaving the field, a name typed in full, or
 * the only match, is chosen, and anything else gives back the chosen name (nothing typed chooses nothing). The code
 * is submitted through a hidden input named `name`. Before the page is interactive (and without JavaScript) a native
 * `<select>` of the same options stands in, so the form still works and the keyboard still picks from the list.
 */
export function CountryField(props: CountryFieldProps) {
  const field = useField(props);
  const { t, id, errorId, name, label, hideLabel, mandatory, validation } = field;
  const { options, value, onChange, autoComplete, disabled } = field.rest;
  const hydrated = useHydrated();
  const chosen = options.find((option) => option.value === value) ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const editing = typed !== null;
  const shown = editing ? matchingOptions(options, typed) : options.filter((option) => !option.disabled);
  const current = open && active >= 0 && active < shown.length ? active : -1;
  const text = editing ? typed : (chosen?.label ?? '');

  useEffect(() => {
    if (current >= 0) document.getElementById(`${id}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, current]);

  const form = () => inputRef.current?.form ?? null;
  const choose = (option: SelectOption | null, keepOpen = false) => {
    setTyped(keepOpen && option ? typed : null);
    if (!keepOpen) {
      setOpen(false);
      setActive(-1);
    }
    const next = option?.value ?? '';
    if (next === value) return;
    onChange?.(next, option);
    validation.changed(next, form());
  };
  const openAt = (which: 'chosen' | 'first' | 'last') => {
    if (disabled || shown.length === 0) return;
    const at = shown.findIndex((option) => option.value === value);
    setOpen(true);
    setActive(which === 'last' ? shown.length - 1 : which === 'chosen' && at >= 0 ? at : 0);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setTyped(next);
    setOpen(true);
    const matches = matchingOptions(options, next);
    setActive(next.trim() !== '' && matches.length > 0 ? 0 : -1);
    // A name typed in full (or filled by the browser) is chosen at once; the list stays to show it.
    const exact = exactOption(options, next);
    if (exact && exact.value !== value) {
      onChange?.(exact.value, exact);
      validation.changed(exact.value, form());
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open || event.altKey) openAt('chosen');
        else setActive(current < 0 || current >= shown.length - 1 ? 0 : current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt('last');
        else setActive(current <= 0 ? shown.length - 1 : current - 1);
        return;
      case 'Enter':
        if (!open || current < 0) return;
        event.preventDefault();
        choose(shown[current] ?? null);
        return;
      case 'Escape':
        if (!open && !editing) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
        setTyped(null);
        return;
      default:
    }
  };
  const onLeave = () => {
    let final = value;
    if (editing) {
      const exact = exactOption(options, typed);
      const matches = matchingOptions(options, typed);
      const option = typed.trim() === '' ? null : (exact ?? (matches.length === 1 ? (matches[0] ?? null) : chosen));
      final = option?.value ?? '';
      choose(option);
    } else {
      setOpen(false);
      setActive(-1);
    }
    validation.blurred(final, form());
  };

  if (!hydrated) {
    return (
      <FieldFrame {...field.frame}>
        <FieldLabel htmlFor={id} mandatory={mandatory} hidden={hideLabel}>
          {label}
        </FieldLabel>
        <select
          id={id}
          name={name}
          defaultValue={value}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-required={mandatory || undefined}
          {...invalidProps(validation.state, errorId)}
          css={controlStyle}
        >
          <option value="">{t(FORM_TEXT_KEYS.selectPlaceholder)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId} state={validation.state} t={t} />
      </FieldFrame>
    );
  }

  const noMatches = open && editing && typed.trim() !== '' && shown.length === 0;
  return (
    <FieldFrame {...field.frame}>
      <FieldLabel htmlFor={id} id={labelId} mandatory={mandatory} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div
        css={{ position: 'relative' }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          onLeave();
        }}
      >
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          value={text}
          disabled={disabled}
          autoComplete={autoComplete ?? 'off'}
          autoCapitalize="words"
          spellCheck={false}
          placeholder={t(FORM_TEXT_KEYS.selectPlaceholder)}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-required={mandatory || undefined}
          {...invalidProps(validation.state, errorId, editing && open ? statusId : undefined)}
          css={controlStyle}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onClick={() => (open ? undefined : openAt('chosen'))}
        />
        <ul
          id={listId}
          role="listbox"
          hidden={!open || shown.length === 0}
          aria-labelledby={joinIds(label !== undefined && labelId)}
          css={listboxStyle}
        >
          {open &&
            shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === current || undefined}
                css={optionStyle}
                onMouseDown={(event) => event.preventDefault()}
                // A pointer that moves, not one the list opened or scrolled under (the browser's hover then
                // changes without a move): the option reached from the keyboard stays where the keys put it.
                onMouseMove={() => (index === current ? undefined : setActive(index))}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
        <p id={statusId} role="status" css={noMatches ? noMatchesStyle : visuallyHiddenStyle}>
          {open && editing && typed.trim() !== ''
            ? noMatches
              ? t(FORM_TEXT_KEYS.noMatches, { text: typed.trim() })
              : t(FORM_TEXT_KEYS.matches, { count: shown.length })
            : ''}
        </p>
        {name !== undefined && <input type="hidden" name={name} value={value} />}
      </div>
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
