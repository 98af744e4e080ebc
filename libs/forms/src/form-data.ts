/**
 * Reading and clearing a form in the page (DOM only, no React): the specification's data collection and clearing.
 */
import type { FieldValue } from './rules';
import { setOwn } from './own-property';

/** Input types that are actions, not data: never collected, never cleared. */
const ACTION_TYPES: ReadonlySet<string> = new Set(['submit', 'button', 'reset', 'image']);
/** Input types that have no empty value (a range always has a number, a colour a colour): never cleared. */
const UNCLEARABLE_TYPES: ReadonlySet<string> = new Set(['hidden', 'range', 'color']);

type DataControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isDataControl(element: Element): element is DataControl {
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && !ACTION_TYPES.has(element.type))
  );
}

/** The name a control is collected under: its name, else its id, else `field{index}` from its position. */
function fieldName(control: DataControl, index: number): string {
  return control.name || control.id || `field${index}`;
}

/** The value of a file input: its file (or `null`), or the list of files when it takes several. */
export function fileValue(input: HTMLInputElement): File | null | readonly File[] {
  const files = Array.from(input.files ?? []);
  return input.multiple ? files : (files[0] ?? null);
}

/**
 * Collects a form's data as the specification says: text is trimmed (passwords are kept exactly as typed, since a
 * space can be part of one), a checkbox is a boolean (several checkboxes sharing one name give the list of the ticked
 * ones' values), a radio group is its checked value (`''` when none), a select its value (a multiple select the list
 * of chosen values), a file input its file (`null` when none) or files. Submit, button, reset and image inputs, buttons
 * and disabled controls are ignored, as a browser ignores them when it submits. A control is named by its `name`, else
 * its `id`, else `field{index}` (its position among the form's elements).
 *
 * @example
 * const data = collectFormData(event.currentTarget); // { fromName: 'Ana', privacy: true, … }
 */
export function collectFormData(form: HTMLFormElement): Record<string, FieldValue> {
  const data: Record<string, FieldValue> = {};
  const controls: Array<[DataControl, string]> = [];
  Array.from(form.elements).forEach((element, index) => {
    if (isDataControl(element) && !element.matches(':disabled')) controls.push([element, fieldName(element, index)]);
  });
  const checkboxesByName = new Map<string, number>();
  for (const [control, name] of controls) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      checkboxesByName.set(name, (checkboxesByName.get(name) ?? 0) + 1);
    }
  }
  for (const [control, name] of controls) {
    if (control instanceof HTMLInputElement) {
      switch (control.type) {
        case 'checkbox': {
          if ((checkboxesByName.get(name) ?? 0) > 1) {
            const previous = Object.hasOwn(data, name) ? data[name] : undefined;
            const ticked: readonly string[] = Array.isArray(previous) ? (previous as readonly string[]) : [];
            setOwn(data, name, control.checked ? [...ticked, control.value] : ticked);
          } else {
            setOwn(data, name, control.checked);
          }
          break;
        }
        case 'radio':
          if (control.checked) setOwn(data, name, control.value.trim());
          else if (!Object.hasOwn(data, name)) setOwn(data, name, '');
          break;
        case 'file':
          setOwn(data, name, fileValue(control));
          break;
        case 'password':
          setOwn(data, name, control.value);
          break;
        default:
          setOwn(data, name, control.value.trim());
      }
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      setOwn(
        data,
        name,
        Array.from(control.selectedOptions, (option) => option.value.trim()),
      );
    } else {
      setOwn(data, name, control.value.trim());
    }
  }
  return data;
}

let clearing = 0;

/** True while {@link clearForm} is clearing a form, so a field does not validate the emptiness it causes. */
export function isClearingForm(): boolean {
  return clearing > 0;
}

/** Sets a property through the element's own prototype setter, so frameworks tracking the value notice the change. */
function setNative(
  element: HTMLInputElement | HTMLTextAreaElement,
  property: 'value' | 'checked',
  value: string | boolean,
): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;
  if (setter) setter.call(element, value);
  else Object.assign(element, { [property]: value });
}

/**
 * Clears a form as the specification says: text (every typed input, textareas, file inputs) is emptied and
 * checkboxes and radios are unticked. Hidden inputs, selects, ranges and colours keep their value. Each changed
 * control gets the `input`/`change` (or, for boxes, `click`) events a visitor's change would give, so controlled
 * React inputs follow.
 */
export function clearForm(form: HTMLFormElement): void {
  clearing += 1;
  try {
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement) {
        if (ACTION_TYPES.has(element.type) || UNCLEARABLE_TYPES.has(element.type)) continue;
        if (element.type === 'checkbox' || element.type === 'radio') {
          if (!element.checked) continue;
          setNative(element, 'checked', false);
          // A plain (non-mouse) click event: React reads box changes from `click`, and it does not toggle the box.
          element.dispatchEvent(new Event('click', { bubbles: true }));
          element.dispatchEvent(new Event('change', { bubbles: true }));
          continue;
        }
        if (element.value === '') continue;
        setNative(element, 'value', '');
      } else if (element instanceof HTMLTextAreaElement) {
        if (element.value === '') continue;
        setNative(element, 'value', '');
      } else {
        continue;
      }
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }
  } finally {
    clearing -= 1;
  }
}
