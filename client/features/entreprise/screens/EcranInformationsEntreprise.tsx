import { PAGES } from '../../../../src/domain/messages';
import { FRONT_STEPS, PageHeader, Timeline } from '../../../components';
import { FormulaireEntreprise } from '../components/FormulaireEntreprise';
import type { DonneesInformationsEntreprise } from '../types';

/** Spec 01 §2 'Informations entreprise': the first front step. */
export function EcranInformationsEntreprise({ donnees }: { donnees: DonneesInformationsEntreprise }) {
  return (
    <>
      <Timeline steps={FRONT_STEPS} current={0} />
      <PageHeader title={PAGES.titreInformationsEntreprise} />
      <FormulaireEntreprise donnees={donnees} />
    </>
  );
}
