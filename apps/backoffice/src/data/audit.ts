/** The audit log (`auditLog`): read only, newest first by default, filtered by entity, row and user. */
import { AuditLogDocument } from '../generated/graphql';
import { text, type ResourceHandler } from './resource';

export const audit: ResourceHandler = {
  async getList(request, { page, perPage, order, filter }) {
    const { auditLog } = await request(AuditLogDocument, {
      page,
      perPage,
      order,
      filter: { entity: text(filter['entity']), entityId: text(filter['entityId']), userId: text(filter['userId']) },
    });
    return { data: auditLog.items, total: auditLog.total };
  },
};
