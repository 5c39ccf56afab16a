import { useSyncExternalStore } from 'react';
import { SIGNATURE_PAGES as T } from '../../../../src/domain/messages';
import { Banner, Button, ButtonLink, Card, PageHeader } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { useAccesSignature, useRelance, useRetourSignature } from '../hooks/useRedirections';
import { retourDossier, type RetourSignature } from '../retour';

/** 02 §2: the processing loader while the return is reconciled with the provider's callbacks. */
export function RetourEnCours({ retour }: { retour: RetourSignature }) {
  useRetourSignature(retour);
  return (
    <Card>
      <div className="signature-en-cours" role="status" aria-live="polite">
        <span className="kit-file-spinner spinner" aria-hidden="true" />
        <p>{T.enCours}</p>
      </div>
    </Card>
  );
}

/** Relaunch (02 §4): asks for the transaction's fresh signing address and goes there. */
function BoutonRelance({ tid, libelle }: { tid: string | null; libelle: string }) {
  const { enCours, erreur, relancer } = useRelance(tid);
  return (
    <>
      {erreur ? <Banner tone="danger" title={erreur} /> : null}
      <div className="card-footer">
        <Button variant="primary" onClick={() => void relancer()} disabled={enCours || !tid} aria-busy={enCours}>
          {enCours ? T.enCours : libelle}
        </Button>
      </div>
    </>
  );
}

export type IssueSignature = 'acceptee' | 'refusee' | 'suspendue' | 'erreur';

const sansAbonnement = () => () => undefined;

/** The broker's way back after a face-to-face signature: the step 4 he left (known to this tab), else his workspace. */
function LienRetourDossier({ tid }: { tid: string | null }) {
  // Session storage exists only in the browser: the server renders the workspace, hydration the step 4.
  const chemin = useSyncExternalStore(
    sansAbonnement,
    () => retourDossier(tid) ?? PATHS.espace,
    () => PATHS.espace,
  );
  return (
    <div className="card-footer signature-retour">
      <ButtonLink variant="primary" to={chemin} data-action="retour-dossier">
        {T.retourDossier}
      </ButtonLink>
    </div>
  );
}

/**
 * The outcome pages: what happened, each sentence once. The signer at a distance (no session) reads
 * a client's page and nothing about the file; the broker back from a face-to-face signature
 * (userType=COURTIER) gets a link back to the file instead of 'fermez cette page'.
 */
export function IssueSignaturePage({ issue, tid, cause, courtier = false }: { issue: IssueSignature; tid: string | null; cause: string | null; courtier?: boolean }) {
  const versionCourtier = courtier && (issue === 'acceptee' || issue === 'refusee');
  const contenu = {
    acceptee: { titre: T.titreAcceptee, ton: 'success', texte: versionCourtier ? T.texteAccepteeCourtier : T.texteAcceptee },
    refusee: { titre: T.titreRefusee, ton: 'warning', texte: versionCourtier ? T.texteRefuseeCourtier : T.texteRefusee },
    suspendue: { titre: T.titreSuspendue, ton: 'warning', texte: T.texteSuspendue },
    erreur: { titre: T.titreErreur, ton: 'danger', texte: T.texteErreur },
  } as const;
  const c = contenu[issue];
  return (
    <>
      <PageHeader title={c.titre} />
      <Card>
        <Banner tone={c.ton} title={c.texte}>
          {issue === 'erreur' && cause ? <p>{T.cause(cause)}</p> : null}
          {(issue === 'acceptee' || issue === 'refusee') && !versionCourtier ? <p>{T.fermer}</p> : null}
        </Banner>
        {versionCourtier ? <LienRetourDossier tid={tid} /> : null}
        {issue === 'suspendue' ? <BoutonRelance tid={tid} libelle={T.reprendre} /> : null}
        {issue === 'erreur' ? <BoutonRelance tid={tid} libelle={T.signerANouveau} /> : null}
      </Card>
    </>
  );
}

/**
 * The access e-mail's link (/signature/acces?tid=): the provider's signing links are short-lived,
 * so the page asks for a fresh one each time and goes there (brief §4.4).
 */
export function AccesSignature({ tid }: { tid: string }) {
  const erreur = useAccesSignature(tid);
  return (
    <Card>
      {erreur ? (
        <Banner tone="danger" title={erreur} />
      ) : (
        <div className="signature-en-cours" role="status" aria-live="polite">
          <span className="kit-file-spinner spinner" aria-hidden="true" />
          <p>{T.enCours}</p>
        </div>
      )}
    </Card>
  );
}
