/**
 * Client-side validation of the back office's forms with the zod schemas of `@art/admin-model` (decision 019: the API
 * runs the same ones, so no rule has a second copy): a form's values become the API's input, the schema checks it, and
 * each failing field gets its message key (`errors:admin.…`) and values, which react-admin translates under the field.
 */
import type { ZodType } from 'zod';
import { formFieldOf } from './data-provider';

/** react-admin's error of one field: a message to translate with its values. */
export interface FieldMessage {
  message: string;
  args: Record<string, unknown>;
}

/**
 * A react-admin form `validate` function from a schema and the form → input mapping of the data provider.
 * @example <SimpleForm validate={schemaValidator(adminWorkInputSchema, workInput)}>
 */
export function schemaValidator<I>(
  schema: Pick<ZodType, 'safeParse'>,
  toInput: (values: Record<string, unknown>) => I,
): (values: Record<string, unknown>) => Record<string, FieldMessage> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return {};
    const errors: Record<string, FieldMessage> = {};
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.') || 'root');
      const options = (issue as { params?: { options?: Record<string, unknown> } }).params?.options ?? {};
      errors[field] ??= { message: issue.message, args: options };
    }
    return errors;
  };
}
