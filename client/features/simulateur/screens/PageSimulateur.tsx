import { useState, type FormEvent } from 'react';
import { SIMULATEUR_SIGNATURE as S } from '../../../../src/domain/messages';
import { Banner, Button, Card, PageHeader, TextField } from '../../../components';
import { ApiError } from '../../../api/client';
import { appeler, type Action } from '../api';
import type { DonneesSimulateur } from '../simulateur.server';

/** Where the simulator's "SMS" is read in demonstration (a page of the broker's session). */
const BOITE = '/dev/outbox';

/**
 * The built-in provider's signing page (brief §4.6), labelled as a simulator: the documents, the
 * signer, a one-time code sent by "SMS" (filed in the broker's boîte de démonstration, ADR 0044),
 * then Sign (Enter in the code field), Refuse, Interrupt or a provoked error; the browser then goes
 * where the provider sends it (/signature/retour…).
 */
export function PageSimulateur({ donnees }: { donnees: DonneesSimulateur }) {
  const [code, setCode] = useState('');
  const [motif, setMotif] = useState('');
  // 'Code envoyé' only once asked in this page view; an earlier ask is told as such.
  const [codeEnvoye, setCodeEnvoye] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const [enCours, setEnCours] = useState<string | null>(null);
  const termine = ['SIGNEE', 'REFUSEE', 'ERREUR'].includes(donnees.etat);
  const base = `/simulateur-signature/${donnees.jeton}`;

  async function agir(action: Action, corps: { code?: string; motif?: string } = {}) {
    setErreur(null);
    setEnCours(action);
    try {
      const r = await appeler(action, donnees.jeton, corps);
      if (action === 'code') setCodeEnvoye(true);
      else if (r.redirection) window.location.assign(r.redirection);
    } catch (err) {
      setErreur(err instanceof ApiError ? err.message : S.introuvable);
    } finally {
      setEnCours(null);
    }
  }

  function signer(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (enCours === null && code.length === 6) void agir('signer', { code });
  }

  const s = donnees.signataire;
  const lienBoite = (texte: string) => (
    <a href={BOITE} target="_blank" rel="noopener" data-action="boite-demonstration">
      {texte} <span className="simulateur-nouvel-onglet">{S.nouvelOnglet}</span>
    </a>
  );
  const statutCode = codeEnvoye ? S.codeEnvoye(s.telephone) : donnees.codeDejaEnvoye ? S.codeDejaEnvoye(s.telephone) : null;
  return (
    <div className="simulateur pile">
      <Banner tone="warning" title={S.bandeau} />
      <PageHeader title={S.titre} />
      <Card title={S.documents}>
        <ul className="simulateur-documents">
          {donnees.documents.map((d, i) => (
            <li key={d.nom}>
              <a href={`/api${base}/documents/${i}`} target="_blank" rel="noreferrer">
                {d.nom}
              </a>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={S.signataire}>
        <p className="simulateur-signataire">
          {s.prenom} {s.nom} · {s.email}
        </p>
        {/* Before any code: where it will go; afterwards the status below says it. */}
        {termine || statutCode ? null : <p>{S.telephone(s.telephone)}</p>}
        {termine ? (
          <Banner tone="info" title={S.termine} />
        ) : (
          <div className="simulateur-actions">
            {erreur ? <Banner tone="danger" title={erreur} /> : null}
            <Button variant="secondary" onClick={() => void agir('code')} disabled={enCours !== null} data-action="recevoir-code">
              {statutCode ? S.recevoirNouveauCode : S.recevoirCode}
            </Button>
            {statutCode ? (
              <Banner tone={codeEnvoye ? 'success' : 'info'} title={statutCode}>
                {donnees.boiteDemonstration ? <p>{lienBoite(S.consulterBoite)}</p> : null}
              </Banner>
            ) : donnees.boiteDemonstration ? (
              <p className="simulateur-demonstration">
                {S.demonstration} {lienBoite(S.ouvrirBoite)}
              </p>
            ) : null}
            <form className="simulateur-actions" onSubmit={signer} data-form="code">
              <TextField label={S.code} name="code" value={code} onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
              <Button type="submit" disabled={enCours !== null || code.length !== 6} data-action="signer">
                {S.signer}
              </Button>
            </form>
            <TextField label={S.motif} value={motif} onChange={setMotif} maxLength={500} />
            <div className="simulateur-boutons">
              <Button variant="secondary" onClick={() => void agir('refuser', { motif })} disabled={enCours !== null} data-action="refuser">
                {S.refuser}
              </Button>
              <Button variant="secondary" onClick={() => void agir('interrompre')} disabled={enCours !== null} data-action="interrompre">
                {S.interrompre}
              </Button>
              <Button variant="secondary" onClick={() => void agir('erreur')} disabled={enCours !== null} data-action="erreur">
                {S.erreur}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
