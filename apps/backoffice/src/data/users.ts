/**
 * The users (`adminUsers`, `adminUser`) and the changes the back office makes: their role (`setUserRole`, the edit
 * form) and disabling or enabling them (`setUserDisabled`, the edit screen's button, which sends `{ setDisabled }`).
 */
import {
  AdminUserDocument,
  AdminUsersDocument,
  SetUserDisabledDocument,
  SetUserRoleDocument,
  type AdminUserSort,
} from '../generated/graphql';
import { sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the users list's sort enum. */
export const USER_SORTS = { id: 'ID', email: 'EMAIL', createdAt: 'CREATED_AT' } as const satisfies Record<
  string,
  AdminUserSort
>;

/** A yes/no filter of a select (`'true'`/`'false'`) as a boolean, or undefined for both. */
export function yesNoFilter(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export const users: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(USER_SORTS, sortField);
    const { adminUsers } = await request(AdminUsersDocument, {
      page,
      perPage,
      sort,
      order,
      q: text(filter['q']),
      role: text(filter['role']),
      disabled: yesNoFilter(filter['disabled']),
    });
    return { data: adminUsers.items, total: adminUsers.total };
  },
  getOne: async (request, id) => (await request(AdminUserDocument, { id })).adminUser,
  async update(request, id, values) {
    if (typeof values['setDisabled'] === 'boolean') {
      const { setUserDisabled } = await request(SetUserDisabledDocument, { id, disabled: values['setDisabled'] });
      return { ...setUserDisabled, record: setUserDisabled.user };
    }
    const { setUserRole } = await request(SetUserRoleDocument, { id, role: textOf(values, 'role') });
    return { ...setUserRole, record: setUserRole.user };
  },
};
