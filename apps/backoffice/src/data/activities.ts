/** The activities (`adminActivities`, `adminActivity`, `createActivity`, `updateActivity`). */
import {
  AdminActivitiesDocument,
  AdminActivityDocument,
  CreateActivityDocument,
  UpdateActivityDocument,
  type AdminActivityInput,
  type AdminActivitySort,
} from '../generated/graphql';
import { instantOrNull } from './posts';
import { imageKeyOf, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the activities list's sort enum. */
export const ACTIVITY_SORTS = { id: 'ID', titleES: 'TITLE', startsAt: 'STARTS_AT' } as const satisfies Record<
  string,
  AdminActivitySort
>;

/** An activity form's values as `AdminActivityInput` (`image` → `imageKey`; a blank start goes as '' to be refused). */
export function activityInput(values: Record<string, unknown>): AdminActivityInput {
  return {
    titleES: textOf(values, 'titleES'),
    titleEN: textOf(values, 'titleEN'),
    slugES: text(values['slugES']) ?? null,
    slugEN: text(values['slugEN']) ?? null,
    categoryES: textOf(values, 'categoryES'),
    categoryEN: textOf(values, 'categoryEN'),
    shortContentES: textOf(values, 'shortContentES'),
    shortContentEN: textOf(values, 'shortContentEN'),
    contentES: textOf(values, 'contentES'),
    contentEN: textOf(values, 'contentEN'),
    placeES: textOf(values, 'placeES'),
    placeEN: textOf(values, 'placeEN'),
    startsAt: instantOrNull(values['startsAt']) ?? '',
    endsAt: instantOrNull(values['endsAt']),
    catalog: text(values['catalog']) ?? null,
    imageKey: imageKeyOf(values['image']),
  };
}

export const activities: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(ACTIVITY_SORTS, sortField);
    const { adminActivities } = await request(AdminActivitiesDocument, {
      page,
      perPage,
      sort,
      order,
      filter: { q: text(filter['q']), category: text(filter['category']), catalog: text(filter['catalog']) },
    });
    return { data: adminActivities.items, total: adminActivities.total };
  },
  getOne: async (request, id) => (await request(AdminActivityDocument, { id })).adminActivity,
  async create(request, values) {
    const { createActivity } = await request(CreateActivityDocument, { input: activityInput(values) });
    return { ...createActivity, record: createActivity.activity };
  },
  async update(request, id, values) {
    const { updateActivity } = await request(UpdateActivityDocument, { id, input: activityInput(values) });
    return { ...updateActivity, record: updateActivity.activity };
  },
};
