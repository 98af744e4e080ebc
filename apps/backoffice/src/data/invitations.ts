/** The invitation codes (`adminInvitations`, `adminInvitation`, `createInvitation`, `updateInvitation`). */
import {
  AdminInvitationDocument,
  AdminInvitationsDocument,
  CreateInvitationDocument,
  UpdateInvitationDocument,
  type AdminInvitationInput,
  type AdminInvitationSort,
  type AdminInvitationUpdateInput,
} from '../generated/graphql';
import { instantOrNull } from './posts';
import { numberOrNull, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the invitations list's sort enum. */
export const INVITATION_SORTS = { createdAt: 'CREATED_AT', code: 'CODE', uses: 'USES' } as const satisfies Record<
  string,
  AdminInvitationSort
>;

/** An invitation's edit form values as `AdminInvitationUpdateInput` (label, uses, expiry). */
export function invitationUpdateInput(values: Record<string, unknown>): AdminInvitationUpdateInput {
  return {
    label: textOf(values, 'label'),
    maxUses: numberOrNull(values['maxUses']) as number,
    expiresAt: instantOrNull(values['expiresAt']),
  };
}

/** A new invitation's form values as `AdminInvitationInput` (blank code and catalogue: the API's defaults). */
export function invitationInput(values: Record<string, unknown>): AdminInvitationInput {
  return {
    ...invitationUpdateInput(values),
    catalogPrefix: text(values['catalogPrefix']) ?? null,
    code: text(values['code']) ?? null,
  };
}

export const invitations: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(INVITATION_SORTS, sortField);
    const { adminInvitations } = await request(AdminInvitationsDocument, {
      page,
      perPage,
      sort,
      order,
      q: text(filter['q']),
      catalog: text(filter['catalog']),
    });
    return { data: adminInvitations.items, total: adminInvitations.total };
  },
  getOne: async (request, id) => (await request(AdminInvitationDocument, { id })).adminInvitation,
  async create(request, values) {
    const { createInvitation } = await request(CreateInvitationDocument, { input: invitationInput(values) });
    return { ...createInvitation, record: createInvitation.invitation };
  },
  async update(request, id, values) {
    const { updateInvitation } = await request(UpdateInvitationDocument, { id, input: invitationUpdateInput(values) });
    return { ...updateInvitation, record: updateInvitation.invitation };
  },
};
