import { useState } from 'react';
import { SIMULATEUR_SIGNATURE as S } from '../../../../src/domain/messages';
import { Banner, Button, Card, PageHeader, TextField } from '../../../components';
import { ApiError, creerApi, donnees as donneesApi } from '../../../api/client';
import type { DonneesSimulateur } from '../simulateur.server';

/** The signer has no session: a refused call here never signs anyone out. */
const api = creerApi({ fetch: (request) => fetch(request), navigate: () => undefined, seDeconnecter: () => undefined });

type Action = 'code' | 'signer' | 'refuser' | 'interrompre' | 'erreur';

/** One action of the signing page; each answers where the browser goes next. */
function appeler(action: Action, jeton: string, corps: { code?: string; motif?: string }) {
  const params = { path: { jeton } };
  switch (action) {
    case 'code':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/code', { params }));
    case 'signer':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/signer', { params, body: corps }));
    case 'refuser':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/refuser', { params, body: corps }));
    case 'interrompre':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/interrompre', { params }));
    case 'erreur':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/erreur', { params }));
  }
}

/**
 * The built-in provider's signing page (brief §4.6), labelled as a simulator: the documents, the
 * signer, a one-time code sent by "SMS" (the boîte de démonstration), then Sign, Refuse, Interrupt
 * or a provoked error; the browser then goes where the provider sends it (/signature/retour…).
 */
export function PageSimulateur({ donnees }: { donnees: DonneesSimulateur }) {
  const [code, setCode] = useState('');
  const [motif, setMotif] = useState('');
  const [codeEnvoye, setCodeEnvoye] = useState(donnees.codeEnvoye);
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

  const s = donnees.signataire;
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
        <p>{S.telephone(s.telephone)}</p>
        {termine ? (
          <Banner tone="info" title={S.termine} />
        ) : (
          <div className="simulateur-actions">
            {erreur ? <Banner tone="danger" title={erreur} /> : null}
            <Button variant="secondary" onClick={() => void agir('code')} disabled={enCours !== null} data-action="recevoir-code">
              {S.recevoirCode}
            </Button>
            {codeEnvoye ? <p role="status">{S.codeEnvoye}</p> : null}
            <TextField label={S.code} value={code} onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" />
            <Button onClick={() => void agir('signer', { code })} disabled={enCours !== null || code.length !== 6} data-action="signer">
              {S.signer}
            </Button>
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
