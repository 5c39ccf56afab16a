import { PAGES } from '../../../../src/domain/messages';
import { FRONT_STEPS, PageHeader, Timeline } from '../../../components';
import { OffresEligibles } from '../components/OffresEligibles';

/**
 * Spec 01 §2 'Offres éligibles' (also called produits-eligibles): the second front step. The company
 * is in the tab's session state, so the server renders a skeleton and the page does the rest once
 * hydrated (including the guard back to 'Informations entreprise').
 */
export function EcranOffresEligibles({ codeDistributeur }: { codeDistributeur: string | null }) {
  return (
    <>
      <Timeline steps={FRONT_STEPS} current={1} />
      <PageHeader title={PAGES.titreOffresEligibles} />
      <OffresEligibles codeDistributeur={codeDistributeur} />
    </>
  );
}
