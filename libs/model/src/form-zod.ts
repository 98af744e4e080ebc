/**
 * A form's zod schema (decision 019): the same field checks as `form.fields` (which the sites' form kit runs in
 * browsers), wrapped in one schema that the API and the back office parse a whole form with. Kept apart from
 * `form-schema.ts` so that a page which only checks fields never refers to zod: nothing in a site's browser bundle
 * imports this file, and zod stays out of the pages' JavaScript (issue 14).
 *
 * @example
 * const checked = checkForm(contactForm, input); // { ok: true, value } or the first problem in the form's order
 * formZod(adminFaqForm).safeParse(input); // every failing field as one issue
 */
import { z } from './zod';
import type { FormInput, FormProblem, FormSchema, MessageValues } from './form-schema';

/**
 * zod as this library sets it up (`./zod.ts`: no compiled parsers), for schemas built outside it: the back office's
 * (`@art/admin-model`). Exported here rather than from `./zod.ts` so that a page which imports nothing of this file
 * still leaves zod out of its bundle.
 */
export { z };

/** The issue params of a problem, so that a zod error can be read back. */
interface ProblemParams {
  message?: string;
  options?: MessageValues;
  code: string;
  params?: MessageValues;
}

/** The problem a zod issue of a form's schema ({@link formZod}) stands for. */
export function problemOfIssue(issue: z.core.$ZodIssue): FormProblem {
  const field = issue.path.map(String).join('.');
  const extra = (issue as { params?: ProblemParams }).params;
  if (!extra) return { ok: false, field, message: issue.message, code: 'formInvalid' };
  return {
    ok: false,
    field,
    message: issue.message,
    code: extra.code,
    ...(extra.options ? { options: extra.options } : {}),
    ...(extra.params ? { params: extra.params } : {}),
  };
}

const built = new WeakMap<FormSchema<Record<string, unknown>>, z.ZodType<unknown, unknown>>();

/**
 * The zod schema of a form, built on first use (once per form): parses a form's data to the clean values; every
 * failing field is one issue (path `[field]`, the problem's keys in `params`, read back by {@link problemOfIssue}).
 */
export function formZod<T extends Record<string, unknown>>(form: FormSchema<T>): z.ZodType<T, unknown> {
  const key = form as unknown as FormSchema<Record<string, unknown>>;
  let schema = built.get(key);
  if (!schema) {
    schema = z.looseObject({}).transform((data, ctx) => {
      const clean: Record<string, unknown> = {};
      let failed = false;
      for (const name of form.order) {
        const result = form.fields[name](
          Object.prototype.hasOwnProperty.call(data, name) ? data[name] : undefined,
          data,
        );
        if (result.ok) {
          clean[name] = result.value;
          continue;
        }
        failed = true;
        const params: ProblemParams = {
          code: result.code,
          ...(result.options ? { options: result.options } : {}),
          ...(result.params ? { params: result.params } : {}),
        };
        ctx.addIssue({ code: 'custom', path: [name], message: result.message, params });
      }
      return failed ? z.NEVER : clean;
    }) as z.ZodType<unknown, unknown>;
    built.set(key, schema);
  }
  return schema as z.ZodType<T, unknown>;
}

/**
 * Checks a whole form: its clean values, or its first problem in the order of the form.
 * @example checkForm(contactForm, { fromName: '', fromEmail: 'ana@x.es', message: 'Hola' }) // { ok: false, field: 'fromName', code: 'contactNameRequired', … }
 */
export function checkForm<T extends Record<string, unknown>>(
  form: FormSchema<T>,
  input: unknown,
): { ok: true; value: T } | FormProblem {
  const parsed = formZod(form).safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const rank = (field: string) => {
    const index = (form.order as readonly string[]).indexOf(field);
    return index === -1 ? form.order.length : index;
  };
  const problems = parsed.error.issues.map(problemOfIssue).sort((a, b) => rank(a.field) - rank(b.field));
  return problems[0] ?? { ok: false, field: '', message: 'requerido', code: 'formInvalid' };
}

/** Every field's problem of a form (none for a field that passes), in the order of the form. */
export function formProblems<T extends Record<string, unknown>>(form: FormSchema<T>, input: FormInput): FormProblem[] {
  const parsed = formZod(form).safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map(problemOfIssue);
}
