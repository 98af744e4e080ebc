/**
 * One resource of the back office as the data provider sees it (`../data-provider.ts`): how it reads a page, one
 * record and makes its changes through the API's admin operations. Each resource has its own file here, registered in
 * `index.ts`; a resource without an operation (no create, no update…) refuses it without calling the API.
 */
import { HttpError, type RaRecord } from 'ra-core';
import type { GraphQLRequest } from '../graphql-client';
import type { SortOrder } from '../generated/graphql';

/** What a list asks for: the page from 1, its size (1…100), react-admin's sort field and order, the filter values. */
export interface ListQuery {
  page: number;
  perPage: number;
  order: SortOrder;
  sortField: string | undefined;
  filter: Record<string, unknown>;
}

/** A page of records and how many match. */
export interface ListAnswer<R extends RaRecord = RaRecord> {
  data: R[];
  total: number;
}

/** The API's answer to a change: `ok`, every refused field with its translated message, the record when made. */
export interface ChangeAnswer<R extends RaRecord = RaRecord> {
  ok: boolean;
  errors: readonly { field: string; message: string }[];
  record: R | null;
}

/** A resource's operations; each takes the GraphQL request of the app (see `createGraphQLRequest`). */
export interface ResourceHandler {
  getList?(request: GraphQLRequest, query: ListQuery): Promise<ListAnswer>;
  /** One record, or null when the API knows no such id. */
  getOne?(request: GraphQLRequest, id: string): Promise<RaRecord | null>;
  create?(request: GraphQLRequest, values: Record<string, unknown>): Promise<ChangeAnswer>;
  update?(request: GraphQLRequest, id: string, values: Record<string, unknown>): Promise<ChangeAnswer>;
  /** Deletes one record: `record` is `{ id }` when deleted, else the refusal (a coupon already used…). */
  delete?(request: GraphQLRequest, id: string): Promise<ChangeAnswer>;
  /** A few records by id; by default each is read with `getOne` (small lists read theirs whole). */
  getMany?(request: GraphQLRequest, ids: readonly string[]): Promise<RaRecord[]>;
}

/** The message of a change react-admin does not offer here (delete, bulk changes, an operation a resource lacks). */
export const NOT_SUPPORTED = 'app.errors.notSupported';

/** react-admin's answer to an operation the back office does not offer. */
export function notSupported(): HttpError {
  return new HttpError(NOT_SUPPORTED, 405, { code: 'NOT_SUPPORTED' });
}

/** A sort field of react-admin as a list's sort enum, or undefined (the API's default order) for any other field. */
export function sortOf<S extends string>(
  fields: Readonly<Record<string, S>>,
  field: string | undefined,
): S | undefined {
  return (field && Object.hasOwn(fields, field) && fields[field]) || undefined;
}

/** A filter or form value as trimmed text, or undefined when blank. */
export function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A blank form value as null, a number as a number, numeric text as its number (the schema checks the rest). */
export function numberOrNull(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value;
  const number = Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : (value as number);
}

/** An id field of a form as text, or null when blank. */
export const idOrNull = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** A list field of a form as texts (anything else as none). */
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A form's text field as a string (missing as empty: the schema says whether it may be). */
export const textOf = (values: Record<string, unknown>, field: string): string => String(values[field] ?? '');

/** The key of an uploaded image field (`{ key, … }`), or null when there is none. */
export function imageKeyOf(value: unknown): string | null {
  const image = value as { key?: unknown } | null | undefined;
  return image?.key ? String(image.key) : null;
}

/** The records of a small list whose ids are among `ids`. */
export const byId = <T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] =>
  items.filter((item) => ids.includes(item.id));
