import { ECRAN_PREVOYANCE, PREVOYANCE } from '../../../../src/domain/messages';
import { CATALOGUE_PREVOYANCE } from '../../../../src/domain/pricing/prevoyance/catalogue';
import { sectionExigee } from '../../../../src/domain/pricing/prevoyance/minima';
import { StepperGarantie, useEdition } from './Edition';
import { SectionGarantie } from './SectionGarantie';
import { avecValeur, erreursNonAffichees } from '../edition';

/** Section 3 'Allocation obsèques' (spec 01 §2). */
export function SectionObseques() {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const exige = sectionExigee(minima, 'allocation_obseques');
  return (
    <SectionGarantie
      code="allocation_obseques"
      numero={3}
      titre={PREVOYANCE.sections.allocation_obseques}
      isSelected={g.allocationObseques.selected}
      onSelectedChange={(v) => modifier(avecValeur(g, 'allocationObseques.selected', v))}
      exigeCcn={exige}
      isDisabled={lectureSeule}
      erreurs={erreursNonAffichees(erreurs, 'allocationObseques', new Set(['allocationObseques.taux']))}
    >
      <div className="prev-grille">
        <StepperGarantie chemin="allocationObseques.taux" code="allocation_obseques" />
      </div>
    </SectionGarantie>
  );
}

/** Section 6 'Rente personne à charge' (spec 01 §2): annual lump sum, paid 10 years at most. */
export function SectionPersonneACharge() {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const exige = sectionExigee(minima, 'rente_personne_a_charge');
  return (
    <SectionGarantie
      code="rente_personne_a_charge"
      numero={6}
      titre={PREVOYANCE.sections.rente_personne_a_charge}
      isSelected={g.rentePersonneACharge.selected}
      onSelectedChange={(v) => modifier(avecValeur(g, 'rentePersonneACharge.selected', v))}
      exigeCcn={exige}
      isDisabled={lectureSeule}
      erreurs={erreursNonAffichees(erreurs, 'rentePersonneACharge', new Set(['rentePersonneACharge.montant']))}
    >
      <div className="prev-grille">
        <StepperGarantie chemin="rentePersonneACharge.montant" code="rente_personne_a_charge" description={ECRAN_PREVOYANCE.aidePersonneACharge} />
      </div>
    </SectionGarantie>
  );
}

/** Section 7 'Doublement durée portabilité' (spec 01 §2): only when required; read-only, always closed. */
export function SectionPortabilite() {
  const { minima, erreurs } = useEdition();
  if (!sectionExigee(minima, 'doublement_duree_portabilite')) return null;
  return (
    <SectionGarantie
      code="doublement_duree_portabilite"
      numero={7}
      titre={PREVOYANCE.sections.doublement_duree_portabilite}
      isSelected
      fermee
      exigeCcn
      erreurs={erreurs.doublementDureePortabilite ? [erreurs.doublementDureePortabilite] : []}
      resume={
        <p className="kit-help">
          {CATALOGUE_PREVOYANCE.doublement_duree_portabilite.detail_libelle}. {ECRAN_PREVOYANCE.portabiliteExigee}
        </p>
      }
    />
  );
}
