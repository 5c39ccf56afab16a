import { Outlet, useRouteLoaderData } from 'react-router';
import { Notifications } from '../components/Toasts';
import type { loader as rootLoader } from '../root';
import { guard, SIGNED_IN } from '../routing/guards';
import { useKeepAlive } from '../session/keep-alive';
import projetCss from '../styles/projet.css?url';
import type { Route } from './+types/_connecte';

/** Shared projet components (notifications, save dialog, read-only banner) are styled on every page below. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: projetCss }];

/** Every page below needs the configuration and a signed-in broker (spec route guards). */
export function loader({ request, context }: Route.LoaderArgs) {
  guard(SIGNED_IN, request, context);
  return null;
}

export const shouldRevalidate = () => true; // on every navigation: an expired session is caught before the next screen

export default function Connecte() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // Spec 01 §9: the session is refreshed every 10 s while a broker is on the pages.
  useKeepAlive(Boolean(root?.user), root?.refreshIntervalMs);
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}
