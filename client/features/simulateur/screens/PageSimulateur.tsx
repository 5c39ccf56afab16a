import { Controller } from 'react-hook-form';
import { SIMULATEUR_SIGNATURE as S } from '../../../../src/domain/messages';
import { Banner, Button, Card, PageHeader, TextField } from '../../../components';
import { useSimulateur } from '../hooks/useSimulateur';
import { codeSaisi, LONGUEUR_CODE } from '../saisie';
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
  const { control, codeEnvoye, erreur, occupe, signable, signer, refuser, demander } = useSimulateur(donnees);
  const termine = ['SIGNEE', 'REFUSEE', 'ERREUR'].includes(donnees.etat);
  const base = `/simulateur-signature/${donnees.jeton}`;

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
            <Button variant="secondary" onClick={() => demander('code')} disabled={occupe} data-action="recevoir-code">
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
            <form className="simulateur-actions" onSubmit={(e) => void signer(e)} data-form="code">
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <TextField
                    label={S.code}
                    name={field.name}
                    value={field.value}
                    onChange={(v) => field.onChange(codeSaisi(v))}
                    onBlur={field.onBlur}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={LONGUEUR_CODE}
                  />
                )}
              />
              <Button type="submit" disabled={!signable} data-action="signer">
                {S.signer}
              </Button>
            </form>
            <Controller
              control={control}
              name="motif"
              render={({ field }) => <TextField label={S.motif} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={500} />}
            />
            <div className="simulateur-boutons">
              <Button variant="secondary" onClick={refuser} disabled={occupe} data-action="refuser">
                {S.refuser}
              </Button>
              <Button variant="secondary" onClick={() => demander('interrompre')} disabled={occupe} data-action="interrompre">
                {S.interrompre}
              </Button>
              <Button variant="secondary" onClick={() => demander('erreur')} disabled={occupe} data-action="erreur">
                {S.erreur}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
