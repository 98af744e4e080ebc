/** The users of the demo accounts and buyers, and the ids later steps give their rows to. */
import { createHash } from 'node:crypto';
import type * as schema from '@art/db';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_BUYERS, type SalesBuyer } from './sales';
import { must, type Insert } from './shared';

/** A user without the password hash, which is computed (slowly) apart, and with the password it hashes. */
export type DemoUser = Omit<Insert<typeof schema.users>, 'passwordHash'> & { password: string };

/** The users, and the ids of the accounts other rows belong to. */
export interface Users {
  users: DemoUser[];
  collectorId: string;
  staffId: string;
  adminId: string;
  /** The demo buyers, in order, as the sales take them. */
  buyers: SalesBuyer[];
}

/** A stable UUID (version 4 layout) from a text, so demo users have the same id on every run. */
function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((Number.parseInt(h.slice(16, 17), 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The demo accounts (the collector, the staff, the admin…) and then the demo buyers, each with a stable id. */
export function buildUsers(): Users {
  // The demo buyers come after the demo accounts, so the first visitor is still the collector.
  const users: DemoUser[] = [...DEMO_ACCOUNTS, ...DEMO_BUYERS].map((a) => ({
    id: stableUuid(a.email),
    email: a.email,
    password: a.password,
    role: a.role,
    name: a.name,
    surname: a.surname,
    phone: a.phone,
    prefix: a.prefix,
    profession: a.profession,
    priceRange: a.priceRange,
    newsletter: a.newsletter,
    lang: a.lang,
    createdAt: new Date(Date.UTC(2025, 0, 15, 10, 0)),
  }));

  /** The id of a user who must be there; `what` names them when they are not. */
  const idOf = (user: DemoUser | undefined, what: string) => must(must(user, what).id, `the id of ${what}`);
  const withRole = (role: DemoUser['role']) => users.find((u) => u.role === role);
  return {
    users,
    collectorId: idOf(withRole('visitor'), 'the demo collector'),
    staffId: idOf(withRole('staff'), 'a staff account'),
    adminId: idOf(withRole('admin'), 'an admin account'),
    buyers: DEMO_BUYERS.map((b) => ({
      id: idOf(
        users.find((u) => u.email === b.email),
        `account ${b.email}`,
      ),
      email: b.email,
      lang: b.lang,
    })),
  };
}
