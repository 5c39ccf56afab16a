import { phraseEvenement } from '../../../../src/domain/evenements/evenement';
import { EVENEMENTS, SOUSCRIPTION } from '../../../../src/domain/messages';
import { dossierComplet, pourcentage, premiereEtapeIncomplete } from '../../../../src/domain/souscription';
import { Banner, Button, Card } from '../../../components';
import { SectionDocuments } from '../components/SectionDocuments';
import { SectionSignature } from '../components/SectionSignature';
import { useEvenementsDossiers } from '../../evenements/hooks/useEvenementsDossiers';
import { useSouscription } from '../contexte';
import type { DonneesSignature } from '../signature.server';

const BARRES = [
  ['informationsComplementaires', SOUSCRIPTION.onglets.informationsComplementaires],
  ['participants', SOUSCRIPTION.onglets.participants],
  ['piecesJustificatives', SOUSCRIPTION.onglets.piecesJustificatives],
] as const;

/**
 * Step 4 'Signature et documents' (spec 02 §2): while the file is incomplete, the danger message,
 * the three progress bars and (unless read-only) 'Finaliser' to the first incomplete step. The
 * complete file's signature section: the closing status, or 'Signer' and its two dialogs. Below,
 * the documents kit (tabs Documents entreprise / Documents salariés), loaded on the server.
 */
export function EtapeSignatureEtDocuments({ donnees }: { donnees: DonneesSignature }) {
  const { dossier, allerA } = useSouscription();
  const p = dossier.progression;
  const complet = dossierComplet(p);
  const suivante = premiereEtapeIncomplete(p);
  // Live (ADR 0082): a callback of this file reads the step again (signed, refused), and says what happened.
  const { dernier, ouvert } = useEvenementsDossiers(dossier.id_projet);
  const direct = dernier ? phraseEvenement(dernier, EVENEMENTS) : null;
  return (
    <div className="sous-etape" data-etape="signature-et-documents" data-flux={ouvert ? 'ouvert' : undefined}>
      <Card title={SOUSCRIPTION.onglets.signatureEtDocuments}>
        <p className="sous-direct" role="status" data-evenement={dernier?.nature}>
          {direct}
        </p>
        {complet ? (
          <SectionSignature cloture={donnees.cloture} refus={donnees.refus} today={donnees.today} />
        ) : (
          <>
            <Banner tone="danger" title={SOUSCRIPTION.dossierIncomplet} />
            <ul className="sous-barres" role="list">
              {BARRES.map(([cle, libelle]) => {
                const n = pourcentage(p[cle]);
                return (
                  <li key={cle}>
                    <span>{libelle}</span>
                    <progress max={100} value={n} aria-label={libelle} />
                    <span>{SOUSCRIPTION.pourcentage(n)}</span>
                  </li>
                );
              })}
            </ul>
            {!dossier.lecture_seule && suivante ? (
              <Button variant="primary" onClick={() => allerA(suivante)}>
                {SOUSCRIPTION.finaliser}
              </Button>
            ) : null}
          </>
        )}
        <SectionDocuments
          idProjet={dossier.id_projet}
          groupes={donnees.documents}
          complet={complet}
          emailParDefaut={dossier.informations_complementaires.interlocuteur.email ?? ''}
        />
      </Card>
    </div>
  );
}
