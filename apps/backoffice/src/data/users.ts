/** The users (`adminUsers`, `adminUser`) and their role, the one change the back office makes (`setUserRole`). */
import { AdminUserDocument, AdminUsersDocument, SetUserRoleDocument, type AdminUserSort } from '../generated/graphql';
import { sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the users list's sort enum. */
export const USER_SORTS = { id: 'ID', email: 'EMAIL', createdAt: 'CREATED_AT' } as const satisfies Record<
  string,
  AdminUserSort
>;

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
    });
    return { data: adminUsers.items, total: adminUsers.total };
  },
  getOne: async (request, id) => (await request(AdminUserDocument, { id })).adminUser,
  async update(request, id, values) {
    const { setUserRole } = await request(SetUserRoleDocument, { id, role: textOf(values, 'role') });
    return { ...setUserRole, record: setUserRole.user };
  },
};
