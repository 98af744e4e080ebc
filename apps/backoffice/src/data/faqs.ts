/** The FAQ (`adminFaqs`, `adminFaq`, `createFaq`, `updateFaq`). */
import {
  AdminFaqDocument,
  AdminFaqsDocument,
  CreateFaqDocument,
  UpdateFaqDocument,
  type AdminFaqInput,
  type AdminFaqSort,
} from '../generated/graphql';
import { numberOrNull, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the FAQ list's sort enum. */
export const FAQ_SORTS = { id: 'ID', position: 'POSITION', questionES: 'QUESTION' } as const satisfies Record<
  string,
  AdminFaqSort
>;

/** A question's form values as `AdminFaqInput` (a blank position puts it last). */
export function faqInput(values: Record<string, unknown>): AdminFaqInput {
  return {
    site: textOf(values, 'site'),
    position: numberOrNull(values['position']),
    questionES: textOf(values, 'questionES'),
    questionEN: textOf(values, 'questionEN'),
    answerES: textOf(values, 'answerES'),
    answerEN: textOf(values, 'answerEN'),
  };
}

export const faqs: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(FAQ_SORTS, sortField);
    const { adminFaqs } = await request(AdminFaqsDocument, {
      page,
      perPage,
      sort,
      order,
      site: text(filter['site']),
      q: text(filter['q']),
    });
    return { data: adminFaqs.items, total: adminFaqs.total };
  },
  getOne: async (request, id) => (await request(AdminFaqDocument, { id })).adminFaq,
  async create(request, values) {
    const { createFaq } = await request(CreateFaqDocument, { input: faqInput(values) });
    return { ...createFaq, record: createFaq.faq };
  },
  async update(request, id, values) {
    const { updateFaq } = await request(UpdateFaqDocument, { id, input: faqInput(values) });
    return { ...updateFaq, record: updateFaq.faq };
  },
};
