import { SOUSCRIPTION } from '../../src/domain/messages';
import { dossierComplet, pourcentage, premiereEtapeIncomplete } from '../../src/domain/souscription';
import { Banner, Button, Card } from '../components';
import { useSouscription } from '../features/souscription/contexte';
import { SectionDocuments } from '../features/souscription/components/SectionDocuments';
import { SectionSignature } from '../features/souscription/screens/EtapeSignature';
import { chargerSignature } from '../features/souscription/signature.server';
import { requireUser } from '../routing/guards';
import type { Route } from './+types/souscription.signature-et-documents';

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
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerSignature(context, requireUser(request, context), params.idProjet);
}

export default function SouscriptionSignatureEtDocuments({ loaderData }: Route.ComponentProps) {
  const { dossier, allerA } = useSouscription();
  const p = dossier.progression;
  const complet = dossierComplet(p);
  const suivante = premiereEtapeIncomplete(p);
  return (
    <div className="sous-etape" data-etape="signature-et-documents">
      <p className="sous-etape-compteur">{SOUSCRIPTION.etape(4)}</p>
      <Card title={SOUSCRIPTION.onglets.signatureEtDocuments}>
        {complet ? (
          <SectionSignature cloture={loaderData.cloture} today={loaderData.today} />
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
          groupes={loaderData.documents}
          complet={complet}
          emailParDefaut={dossier.informations_complementaires.interlocuteur.email ?? ''}
        />
      </Card>
    </div>
  );
}
