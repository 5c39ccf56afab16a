import { data } from 'react-router';
import { ErrorPage } from '../components';

/** Any unknown address: a 404 thrown here is rendered by the root ErrorBoundary with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

// A default export keeps this a page route (a route without one would answer the raw 404).
export default function Introuvable() {
  return <ErrorPage status={404} />;
}
