// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { domainResolversCodegen } from '../../tools/codegen/resolvers';

/** The messages' resolver types, from their own schema and the base (decision 042). */
export default domainResolversCodegen('api-messages');
