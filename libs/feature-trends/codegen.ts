// The client codegen of this project (decision 018): a build configuration shared by the projects that own operations.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { clientCodegen } from '../../tools/codegen/client';

export default clientCodegen('libs/feature-trends');
