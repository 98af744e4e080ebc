// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { domainResolversCodegen } from '../../tools/codegen/resolvers';

/** The tickets' resolver types, from their own schema and the base (decision 042). */
export default domainResolversCodegen('api-tickets', {
  mappers: { AdminInvitation: '../services/admin-tickets#AdminInvitationNode' },
});
