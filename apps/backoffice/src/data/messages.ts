/** The messages of the sites' forms (`adminMessages`, `adminMessage`, `setMessageHandled`). */
import {
  AdminMessageDocument,
  AdminMessagesDocument,
  SetMessageHandledDocument,
  type AdminMessageSort,
} from '../generated/graphql';
import type { GraphQLRequest } from '../graphql-client';
import { sortOf, text, type ChangeAnswer, type ResourceHandler } from './resource';

/** react-admin's sort field → the messages list's sort enum. */
export const MESSAGE_SORTS = { createdAt: 'CREATED_AT' } as const satisfies Record<string, AdminMessageSort>;

/** The kinds a message may be of, in the order the kind filter lists them. */
export const MESSAGE_KINDS = [
  'contact',
  'work-inquiry',
  'gallery-contact',
  'collaborate',
  'press-accreditation',
] as const;

/** The handled filter's value (`'true'`, `'false'`, a boolean) as the API's, or undefined for any other. */
export function handledFilter(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** The first line of a message's text, cut to `max` characters: what the list shows of it. */
export function firstLine(text: string, max = 80): string {
  const line =
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
}

/** Marks a message handled (true) or waiting again (false): the message as it now is, or the API's refusal. */
export async function setMessageHandled(request: GraphQLRequest, id: string, handled: boolean): Promise<ChangeAnswer> {
  const { setMessageHandled: answer } = await request(SetMessageHandledDocument, { id, handled });
  return { ...answer, record: answer.message };
}

export const messages: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const { adminMessages } = await request(AdminMessagesDocument, {
      page,
      perPage,
      sort: sortOf(MESSAGE_SORTS, sortField),
      order,
      q: text(filter['q']),
      kind: text(filter['kind']),
      handled: handledFilter(filter['handled']),
    });
    return { data: adminMessages.items, total: adminMessages.total };
  },
  getOne: async (request, id) => (await request(AdminMessageDocument, { id })).adminMessage,
  /** The one change of a message: its handled mark (`{ handled: true }` or `false`), by the show page's button. */
  update: (request, id, values) => setMessageHandled(request, id, values['handled'] === true),
};
