/**
 * The form kit's side of one schema per form (decision 019): a form's schema of `@art/model` as the fields `useForm`
 * checks. Each field's rule runs that field's checks of the schema (on blur, and again while its message shows);
 * on submit every field is checked in the schema's order and the first failure is focused. The messages are the
 * schema's translation keys for the sites (`requerido`, `forms:errors.tooLong`…).
 */
import { checkField, checksPhone, type FormSchema } from '@art/model';
import { PASS, fail, type FieldDefinition, type ValidationRule } from './rules';

/**
 * The rule of field `name` of a form's schema: its checks with the form's data (a check may look at another field,
 * as a repeated password does).
 */
export function schemaRule<T extends Record<string, unknown>>(
  form: FormSchema<T>,
  name: keyof T & string,
): ValidationRule {
  return (value, data) => {
    const problem = checkField(form, name, value, data);
    return problem ? fail(problem.message, problem.options) : PASS;
  };
}

/**
 * The fields of a form's schema, in its order, for `useForm({ fields })` and `validateForm` (a page's action without
 * JavaScript checks the same).
 *
 * @example
 * const form = useForm({ fields: schemaFields(contactPageForm), onSubmit: send });
 */
export function schemaFields<T extends Record<string, unknown>>(
  form: FormSchema<T>,
  options: { readonly validateOnBlur?: boolean } = {},
): readonly FieldDefinition[] {
  return form.order.map((name) => ({
    name,
    rules: [schemaRule(form, name)],
    ...(options.validateOnBlur ? { validateOnBlur: true } : {}),
    ...(checksPhone(form, name) ? { loadsPhoneCheck: true } : {}),
  }));
}
