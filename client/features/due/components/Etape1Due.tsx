import { changerStructure, appelDeCotisationDemande, structuresProposees } from '../../../../src/domain/due/regles';
import type { EtatTunnelDue } from '../../../../src/domain/due/types';
import { DUE, LIBELLES_STRUCTURE_SANTE, SOUSCRIPTION } from '../../../../src/domain/messages';
import { STRUCTURES_PAR_MODE } from '../../../../src/domain/souscription/cotisation';
import { RadioCards, TextField } from '../../../components';
import type { DonneesDue } from '../due.server';

const POURCENT = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** etape1 (spec 03 §2): the tariff structure and its call, the rates of the projet, the head office's address. */
export function Etape1Due({
  etat,
  modifier,
  donnees,
  erreurCodePostal,
}: {
  etat: EtatTunnelDue;
  modifier: (f: (e: EtatTunnelDue) => EtatTunnelDue) => void;
  donnees: DonneesDue;
  /** The format's message, else the referential's cause. */
  erreurCodePostal: string | undefined;
}) {
  const { projet } = donnees;
  const e1 = etat.etape1;
  const adresse = (cle: 'voie' | 'codePostal' | 'ville', v: string) => modifier((e) => ({ ...e, etape1: { ...e.etape1, adresse: { ...e.etape1.adresse, [cle]: v } } }));
  const lignes = e1.structureTarifaire ? STRUCTURES_PAR_MODE[e1.structureTarifaire].map((s) => projet.tarifs.find((t) => t.structure === s)).filter((t) => t !== undefined) : [];
  return (
    <>
      <RadioCards
        label={DUE.structure}
        value={e1.structureTarifaire}
        onChange={(s) => modifier((e) => changerStructure(e, s))}
        options={structuresProposees(projet).map((s) => ({ value: s, title: SOUSCRIPTION.informations.modesCotisation[s] }))}
        isRequired
      />
      {appelDeCotisationDemande(e1.structureTarifaire) ? (
        <RadioCards
          label={DUE.appel}
          value={e1.appelDeCotisation}
          onChange={(v) => modifier((e) => ({ ...e, etape1: { ...e.etape1, appelDeCotisation: v } }))}
          options={(['GROUPE', 'MIXTE'] as const).map((v) => ({ value: v, title: DUE.appels[v] }))}
          isRequired
        />
      ) : null}
      {lignes.length ? (
        <table className="due-tarifs">
          <thead>
            <tr>
              <th scope="col">{DUE.colonneStructure}</th>
              <th scope="col">{DUE.colonneTaux}</th>
              <th scope="col">{DUE.colonneBudget}</th>
            </tr>
          </thead>
          <tbody>
            {lignes.map((t) => (
              <tr key={t.structure}>
                <th scope="row">{LIBELLES_STRUCTURE_SANTE[t.structure as keyof typeof LIBELLES_STRUCTURE_SANTE] ?? t.structure}</th>
                <td>{POURCENT.format(t.taux)} % PMSS</td>
                <td>{EUROS.format(t.montant)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="due-adresse">
        <TextField label={DUE.voie} value={e1.adresse.voie} onChange={(v) => adresse('voie', v)} isRequired maxLength={200} autoComplete="street-address" />
        <TextField
          label={DUE.codePostalLibelle}
          value={e1.adresse.codePostal}
          onChange={(v) => adresse('codePostal', v.replace(/\D/g, '').slice(0, 5))}
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
          error={erreurCodePostal}
        />
        <TextField label={DUE.ville} value={e1.adresse.ville} onChange={(v) => adresse('ville', v)} isRequired maxLength={100} autoComplete="address-level2" />
      </div>
    </>
  );
}
