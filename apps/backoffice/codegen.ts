// The client codegen of the back office (decision 018): its documents in src/graphql, typed against the API's schema.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { clientCodegen } from '../../tools/codegen/client';

export default clientCodegen('apps/backoffice');
