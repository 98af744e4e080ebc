import { handleRequest } from '@art/ssr';

export default handleRequest;
