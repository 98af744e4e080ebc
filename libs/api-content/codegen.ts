// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { CONTENT_MAPPERS, domainResolversCodegen } from '../../tools/codegen/resolvers';

/**
 * The content's resolver types, from its own schema and the base (decision 042): posts, activities, sponsors, press,
 * FAQ, pages, banners and the visitor information name no other domain's type.
 */
export default domainResolversCodegen('api-content', { mappers: CONTENT_MAPPERS });
