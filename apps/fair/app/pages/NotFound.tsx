import { data } from 'react-router';

// Any address that no route of this site serves: 404, which the root's error boundary shows in the address's
// language (the root loader reads the language and its translations from the address, whatever the route).
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
