import { useRouteLoaderData } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { EcranOffresEligibles } from '../features/entreprise/screens/EcranOffresEligibles';
import type { loader as rootLoader } from '../root';
import type { RouteHandle } from '../routing/handle';
import stylesheet from '../styles/entreprise.css?url';

/** Spec 01 §2 'Offres éligibles': no loader, the company is in the tab's session state. */
export const handle: RouteHandle = { titre: PAGES.titreOffresEligibles };

export const links = () => [{ rel: 'stylesheet', href: stylesheet }];

export default function OffresEligiblesPage() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <EcranOffresEligibles codeDistributeur={root?.user?.codeDistributeur ?? null} />;
}
