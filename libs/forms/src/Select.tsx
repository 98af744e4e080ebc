import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError, FieldFrame, FieldLabel, invalidProps, joinIds, useField, type FieldBaseProps } from './FieldParts';
import { FORM_TEXT_KEYS } from './FormText';
import { useHydrated } from './hydrated';
import { ChevronIcon } from './icons';
import { controlStyle, listboxStyle, optionStyle, selectButtonStyle } from './styles';
import { foldText } from './fold';

/** One option of a {@link Select}. */
export interface SelectOption {
  readonly value: string;
  /** The text shown, already translated. */
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends FieldBaseProps {
  readonly options: readonly SelectOption[];
  /** The chosen value, when the parent owns it (with `onChange`). */
  readonly value?: string;
  /** The first chosen value, when the select owns it; none (the placeholder) by default. */
  readonly defaultValue?: string;
  /** Told the new value only when the chosen option differs from the active one. */
  readonly onChange?: (value: string, option: SelectOption) => void;
  /** Shown while nothing is chosen; defaults to the translated "choose an option". */
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

/** Keys typed within this time of each other spell one word to find ("uni" finds "United Kingdom"). */
export const TYPEAHEAD_RESET_MS = 500;

/**
 * A select: a button showing the chosen option and a list of options, folded or open. It opens by click, ArrowDown or
 * ArrowUp; in the list ArrowUp/ArrowDown/Home/End move, a letter jumps to the next option starting with it,
 * Enter or Space chooses, Escape folds it back, Tab leaves. `onChange` is called only when the chosen option differs
 * from the active one. The value is submitted through a hidden input named `name`; before the page is interactive
 * (and without JavaScript) a native `<select>` stands in, so the form still works.
 */
export function Select(props: SelectProps) {
  const field = useField(props);
  const { t, id, errorId, name, label, hideLabel, mandatory, validation } = field;
  const { options, value: valueProp, defaultValue = '', onChange, placeholder, disabled } = field.rest;
  const hydrated = useHydrated();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const shownPlaceholder = placeholder ?? t(FORM_TEXT_KEYS.selectPlaceholder);
  const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open && active >= 0)
      listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = (from: 'first' | 'last') => {
    if (disabled || enabled.length === 0) return;
    const start =
      selected && !selected.disabled ? selectedIndex : from === 'last' ? enabled[enabled.length - 1] : enabled[0];
    setActive(start ?? -1);
    setOpen(true);
  };
  const fold = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    fold(true);
    if (option.value === value) return;
    if (valueProp === undefined) setOwnValue(option.value);
    onChange?.(option.value, option);
    validation.changed(option.value, buttonRef.current?.form ?? null);
  };
  const step = (delta: 1 | -1) => {
    const position = enabled.indexOf(active);
    const next = position < 0 ? enabled[0] : enabled[Math.min(Math.max(position + delta, 0), enabled.length - 1)];
    if (next !== undefined) setActive(next);
  };
  // What was typed in the open list (WAI-ARIA listbox type-ahead): letters typed in quick succession spell the start
  // of an option's name; a pause starts a new word. One letter repeated steps through the options starting with it.
  const typedAhead = useRef({ text: '', at: 0 });
  const findByLetter = (letter: string) => {
    const now = Date.now();
    const previous = now - typedAhead.current.at <= TYPEAHEAD_RESET_MS ? typedAhead.current.text : '';
    const text = previous + foldText(letter);
    typedAhead.current = { text, at: now };
    const repeated = text.length > 1 && [...text].every((c) => c === text[0]);
    const wanted = repeated ? text.slice(0, 1) : text;
    // A new search starts after the option reached; a longer word may still be the option reached.
    const from = wanted.length > 1 ? active - 1 : active;
    const order = [...enabled.filter((index) => index > from), ...enabled.filter((index) => index <= from)];
    const found = order.find((index) => foldText(options[index]?.label ?? '').startsWith(wanted));
    if (found !== undefined) setActive(found);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Any key but a character ends the word being typed.
    if (event.key.length !== 1) typedAhead.current = { text: '', at: 0 };
    switch (event.key) {
      case 'ArrowDown':
        step(1);
        break;
      case 'ArrowUp':
        step(-1);
        break;
      case 'Home':
        if (enabled[0] !== undefined) setActive(enabled[0]);
        break;
      case 'End':
        if (enabled.length) setActive(enabled[enabled.length - 1] ?? -1);
        break;
      case ' ':
        // A space while a word is being typed is part of it ("united s"); otherwise it chooses, as Enter does.
        if (typedAhead.current.text !== '' && Date.now() - typedAhead.current.at <= TYPEAHEAD_RESET_MS) {
          findByLetter(' ');
          break;
        }
        choose(active);
        break;
      case 'Enter':
        choose(active);
        break;
      case 'Escape':
        fold(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) findByLetter(event.key);
        return;
    }
    event.preventDefault();
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
          aria-required={mandatory || undefined}
          {...invalidProps(validation.state, errorId)}
          css={controlStyle}
        >
          <option value="">{shownPlaceholder}</option>
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

  return (
    <FieldFrame {...field.frame}>
      <FieldLabel as="span" htmlFor={id} id={labelId} mandatory={mandatory} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div
        css={{ position: 'relative' }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setOpen(false);
          validation.blurred(value, buttonRef.current?.form ?? null);
        }}
      >
        <button
          ref={buttonRef}
          id={id}
          type="button"
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-labelledby={joinIds(label !== undefined && labelId, id)}
          {...invalidProps(validation.state, errorId)}
          data-state={open ? 'open' : 'folded'}
          css={[controlStyle, selectButtonStyle]}
          onMouseDown={(event) => {
            // Keeps the focus in the open list, so its blur does not fold it just before this click folds it.
            if (open) event.preventDefault();
          }}
          onClick={() => (open ? fold(true) : openList('first'))}
          onKeyDown={onButtonKeyDown}
        >
          <span>{selected ? selected.label : shownPlaceholder}</span>
          <ChevronIcon up={open} />
        </button>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          hidden={!open}
          aria-labelledby={joinIds(label !== undefined && labelId)}
          aria-required={mandatory || undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          css={listboxStyle}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              data-active={index === active || undefined}
              css={optionStyle}
              onMouseDown={(event) => event.preventDefault()}
              // A pointer that moves, not one the list opened under: the option the keys reached stays.
              onMouseMove={() => (option.disabled || index === active ? undefined : setActive(index))}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {name !== undefined && <input type="hidden" name={name} value={value} />}
      </div>
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
