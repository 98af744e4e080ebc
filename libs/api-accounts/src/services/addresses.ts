/**
 * A user's addresses (§3 Address): where to ship, with the fiscal data of the invoice. At most `ADDRESSES_MAX` per
 * user, counted under a lock of the user's row. Another user's address answers exactly what an unknown one does.
 * The full address and the country's name (in the request's language) are derived when read, never stored.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { addresses, countries, type AddressRow, type Database } from '@art/db';
import { addressForm, pick, type Language } from '@art/model';
import { parseId, checkInput } from '@art/api-core';
import { lockUser, type InputProblem } from './account';

/** Most addresses a user keeps. */
export const ADDRESSES_MAX = 10;

/** An address as resolvers receive it: its row and its country's names. */
export type AddressNode = AddressRow & { countryNameEs: string; countryNameEn: string };

/** What the address form sends (`AddressInput` of the contract). */
export interface AddressFields {
  route: string;
  floor?: string | null;
  postalCode: string;
  locality: string;
  province: string;
  countryCode: string;
  aditionalInfo?: string | null;
  fiscalName?: string | null;
  fiscalDocument?: string | null;
  CACode?: string | null;
}

/** An address that passed every check, ready to store (its country still to find). */
export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;

const NOT_FOUND: InputProblem = { ok: false, code: 'addressNotFound' };
const LOGIN_REQUIRED: InputProblem = { ok: false, code: 'loginRequired' };

/**
 * Checks an address with its schema (`addressForm` of `@art/model`), in the order of the form: street and number
 * (required), floor, postal code (required; letters, digits, spaces and hyphens, at most 12), locality and province
 * (required), country (required, ISO 3166-1 alpha-2: its existence is checked against `countries` by
 * {@link addAddress}), additional information, fiscal name, fiscal document (at most 30) and autonomous community
 * code (at most 10). Texts are cleaned to one line and may not hold `<` or `>`. Answers the clean address or the
 * first problem.
 */
export function checkAddress(input: AddressFields): { ok: true; address: NewAddress } | InputProblem {
  const checked = checkInput(addressForm, input);
  if (!checked.ok) return checked;
  const { CACode, ...address } = checked.value;
  return { ok: true, address: { ...address, caCode: CACode } };
}

/** Adds a checked address for a user: its country must be one of `countries`; a user with 10 addresses adds no other. */
export async function addAddress(db: Database, userId: string, address: NewAddress): Promise<InputProblem | null> {
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, address.countryCode))
    .limit(1);
  if (!country) return { ok: false, code: 'addressCountryInvalid' };
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return LOGIN_REQUIRED;
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((held?.n ?? 0) >= ADDRESSES_MAX) return { ok: false, code: 'addressesTooMany', params: { max: ADDRESSES_MAX } };
    await tx.insert(addresses).values({ ...address, userId });
    return null;
  });
}

/** Removes one of the user's addresses; anyone else's, like an unknown or malformed id, is not found. */
export async function removeAddress(db: Database, userId: string, idValue: string): Promise<InputProblem | null> {
  const id = parseId(idValue);
  if (id === null) return NOT_FOUND;
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return removed.length > 0 ? null : NOT_FOUND;
}

/** A user's addresses with their countries' names, the latest added first (index `addresses_user_newest_idx`). */
export async function listAddresses(db: Database, userId: string): Promise<AddressNode[]> {
  const rows = await db
    .select({ address: addresses, countryNameEs: countries.nameEs, countryNameEn: countries.nameEn })
    .from(addresses)
    .innerJoin(countries, eq(countries.code, addresses.countryCode))
    .where(eq(addresses.userId, userId))
    .orderBy(sql`${addresses.createdAt} desc nulls last`, sql`${addresses.id} desc nulls last`);
  return rows.map((r) => ({ ...r.address, countryNameEs: r.countryNameEs, countryNameEn: r.countryNameEn }));
}

/**
 * An address as one readable line: street, floor, postal code and locality, province, country (in the language).
 * @example fullAddress(address, 'es') // 'Calle de Alcalá 42, 3º B, 28014 Madrid, Madrid, España'
 */
export function fullAddress(
  address: Pick<
    AddressNode,
    'route' | 'floor' | 'postalCode' | 'locality' | 'province' | 'countryNameEs' | 'countryNameEn'
  >,
  lang: Language,
): string {
  const parts = [
    address.route,
    address.floor,
    `${address.postalCode} ${address.locality}`,
    address.province,
    pick(lang, address.countryNameEs, address.countryNameEn),
  ];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
}
