import { ECRAN_ENTREPRISE, ENTREPRISE } from '../../../../src/domain/messages';
import { bannieresEligibilite, messageRaisonEligibilite, statutAffichageEligibilite } from '../../../../src/domain/eligibilite/saisie-entreprise';
import { Banner } from '../../../components';
import type { EtatVerificationSiret } from '../hooks/useVerificationSiret';

/**
 * What the register check says (spec 01 §2): VALIDE success, INDETERMINEE warning, INVALIDE danger,
 * with the reason's sentence; the banners 'Effectif minimum' and 'Vérification SIRET impossible';
 * or, when the check is unavailable, the warning that the sale can go on.
 */
export function StatutEligibilite({ verification }: { verification: EtatVerificationSiret }) {
  if (verification.etat === 'inactif') return null;
  if (verification.etat === 'en-cours') {
    return (
      <p className="ent-verification rangee" role="status">
        <span className="kit-file-spinner ent-spinner" aria-hidden="true" />
        {ECRAN_ENTREPRISE.verificationEnCours}
      </p>
    );
  }
  if (verification.etat === 'indisponible') {
    return (
      <Banner tone="warning" className="ent-statut">
        <p>{verification.avertissement}</p>
      </Banner>
    );
  }
  const { eligibilite } = verification;
  const bannieres = bannieresEligibilite(eligibilite);
  // An undetermined company is always explained by one of the two banners: it says it all.
  if (bannieres.length > 0) {
    return (
      <div className="ent-statuts pile ecart-3" data-eligibilite={eligibilite.code}>
        {bannieres.map((b) => (
          <Banner key={b.code} tone={b.statut} title={b.titre} className="ent-statut">
            <p>{b.texte}</p>
          </Banner>
        ))}
      </div>
    );
  }
  const raison = messageRaisonEligibilite(eligibilite.raison);
  return (
    <div className="ent-statuts pile ecart-3" data-eligibilite={eligibilite.code}>
      <Banner tone={statutAffichageEligibilite(eligibilite.code)} title={ENTREPRISE.libellesEligibilite[eligibilite.code]} className="ent-statut">
        {raison ? <p>{raison}</p> : null}
      </Banner>
    </div>
  );
}
