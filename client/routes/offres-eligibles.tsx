import { useRouteLoaderData } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { FRONT_STEPS, PageHeader, Timeline } from '../components';
import { OffresEligibles } from '../features/entreprise/components/OffresEligibles';
import type { loader as rootLoader } from '../root';
import type { RouteHandle } from '../routing/handle';
import stylesheet from '../styles/entreprise.css?url';

/**
 * Spec 01 §2 'Offres éligibles' (also called produits-eligibles): the second front step. The company
 * is in the tab's session state, so the server renders a skeleton and the page does the rest once
 * hydrated (including the guard back to 'Informations entreprise').
 */
export const handle: RouteHandle = { titre: PAGES.titreOffresEligibles };

export const links = () => [{ rel: 'stylesheet', href: stylesheet }];

export default function OffresEligiblesPage() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <Timeline steps={FRONT_STEPS} current={1} />
      <PageHeader title={PAGES.titreOffresEligibles} />
      <OffresEligibles codeDistributeur={root?.user?.codeDistributeur ?? null} />
    </>
  );
}
