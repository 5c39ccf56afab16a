import { useMemo } from 'react';
import { SOUSCRIPTION } from '../../../../src/domain/messages';
import { activiteObligatoire } from '../../../../src/domain/referentiels/formes-juridiques';
import { INDICES_REPETITION, natureRegimeDemandee } from '../../../../src/domain/souscription';
import { masquerSiret, normaliserSiret } from '../../../../src/domain/siret';
import { Autocomplete, Banner, Card, DateField, RadioCards, SelectField, TextField } from '../../../components';
import type { FormulaireInformations } from '../hooks/useInformationsComplementaires';
import { useListe, useNafs } from '../hooks/useListes';
import { element, type Element } from '../informations';
import type { DonneesDossier } from '../types';

const M = SOUSCRIPTION.informations;
const L = M.libelles;

/** Step 1's 'Entreprise adhérente' card with the head office (02 §2): legal form, activity, NAF, address. */
export function SectionEntreprise({ f, donnees, codeProduit }: { f: FormulaireInformations; donnees: DonneesDossier; codeProduit: 'SSC' | 'SPC' }) {
  const { info } = f;
  const nafs = useNafs(info.entreprise_adherente.naf, donnees.nafLibelle);
  const forme = donnees.formes.find((x) => x.code === info.entreprise_adherente.forme_juridique);
  const activiteDemandee = !forme || activiteObligatoire(forme);
  const listeFormes = useMemo(() => donnees.formes.map((x) => ({ id: x.code, libelle: x.libelle })), [donnees.formes]);
  const listeActivites = useMemo(() => (forme?.activites ?? []).map((a) => ({ id: a.code, libelle: a.libelle })), [forme]);
  const listeNafs = useMemo(() => nafs.nafs.map((n) => ({ id: n.code, libelle: `${n.code} - ${n.description}` })), [nafs.nafs]);
  const listeIndices = useMemo(() => INDICES_REPETITION.map((i) => ({ value: i.code, label: i.libelle })), []);
  const listeVilles = useMemo(() => (f.villes ?? []).map((v) => ({ value: v, label: v })), [f.villes]);
  const formes = useListe(listeFormes, L.formeJuridique);
  const activites = useListe(listeActivites, L.activite);
  const listeNafsProps = useListe(listeNafs, L.naf);

  return (
    <Card title={M.sections.entreprise}>
      <div className="sous-grille">
        <RadioCards
          {...f.champ('entreprise_adherente.nature_contrat')}
          label={L.natureContrat}
          isRequired
          value={info.entreprise_adherente.nature_contrat}
          options={(['NOUVEAU', 'MODIFICATION'] as const).map((code) => ({ value: code, title: M.naturesContrat[code] }))}
          onChange={(v) =>
            f.maj('entreprise_adherente.nature_contrat', (i) => ({
              ...i,
              // Leaving NOUVEAU clears the regime (02 §3).
              entreprise_adherente: { ...i.entreprise_adherente, nature_contrat: v, nature_regime: v === 'NOUVEAU' ? i.entreprise_adherente.nature_regime : null },
            }))
          }
        />
        {natureRegimeDemandee(codeProduit, info.entreprise_adherente.nature_contrat) ? (
          <RadioCards
            {...f.champ('entreprise_adherente.nature_regime')}
            label={L.natureRegime}
            isRequired
            value={info.entreprise_adherente.nature_regime}
            options={(['CREATION_REGIME', 'REPRISE_REGIME'] as const).map((code) => ({ value: code, title: M.naturesRegime[code] }))}
            onChange={(v) => f.ea('nature_regime', v)}
          />
        ) : null}
        <TextField {...f.champ('entreprise_adherente.raison_sociale')} label={L.raisonSociale} isRequired value={info.entreprise_adherente.raison_sociale} onChange={(v) => f.ea('raison_sociale', v)} />
        <div className="sous-champ-siret">
          <TextField
            {...f.champ('entreprise_adherente.siret')}
            label={L.siret}
            isRequired
            inputMode="numeric"
            value={masquerSiret(info.entreprise_adherente.siret)}
            onChange={(v) => f.saisirSiret(normaliserSiret(masquerSiret(v)))}
            onBlur={f.verifierSiret}
          />
          {f.alerteSiret ? <Banner tone="warning" title={M.verificationSiretIndisponible} /> : null}
        </div>
        <Autocomplete<Element>
          {...formes}
          {...f.champ('entreprise_adherente.forme_juridique')}
          label={L.formeJuridique}
          isRequired
          value={element(listeFormes, info.entreprise_adherente.forme_juridique)}
          emptyText={M.aucuneFormeJuridiqueTrouvee}
          onChange={(choix) => {
            const code = choix?.id ?? null;
            // Changing the legal form clears the activity (02 §2).
            f.maj('entreprise_adherente.forme_juridique', (i) => ({ ...i, entreprise_adherente: { ...i.entreprise_adherente, forme_juridique: code, activite: code === i.entreprise_adherente.forme_juridique ? i.entreprise_adherente.activite : null } }));
          }}
        />
        {activiteDemandee ? (
          <Autocomplete<Element>
            {...activites}
            {...f.champ('entreprise_adherente.activite')}
            label={L.activite}
            isRequired
            isDisabled={f.lecture || !forme}
            value={element(listeActivites, info.entreprise_adherente.activite)}
            emptyText={M.aucuneFormeJuridiqueTrouvee}
            onChange={(a) => f.ea('activite', a?.id ?? null)}
          />
        ) : null}
        <TextField chemin="entreprise_adherente.idcc" label={L.ccn} isDisabled value={info.entreprise_adherente.idcc ?? '—'} onChange={() => undefined} />
        <div onFocus={nafs.charger}>
          <Autocomplete<Element>
            {...listeNafsProps}
            {...f.champ('entreprise_adherente.naf')}
            label={L.naf}
            isRequired
            error={f.erreurDe('entreprise_adherente.naf') ?? (nafs.erreur ? SOUSCRIPTION.erreurObtentionNafs : undefined)}
            value={element(listeNafs, info.entreprise_adherente.naf)}
            emptyText={M.aucunNafTrouve}
            onChange={(n) => f.ea('naf', n?.id ?? null)}
          />
        </div>
        <DateField
          chemin="entreprise_adherente.date_creation_administrative"
          name="entreprise_adherente.date_creation_administrative"
          label={L.dateCreation}
          isRequired
          isDisabled={f.lecture}
          min="1800-01-01"
          max={donnees.today}
          erreur={f.erreurDe('entreprise_adherente.date_creation_administrative')}
          value={info.entreprise_adherente.date_creation_administrative}
          onChange={(v) => f.ea('date_creation_administrative', v)}
        />
      </div>
      <h3 className="sous-sous-titre">{M.sections.adresse}</h3>
      <div className="sous-grille">
        <TextField {...f.champ('adresse_siege_social.numero')} label={L.numero} value={info.adresse_siege_social.numero ?? ''} onChange={(v) => f.ad('numero', v || null)} />
        <SelectField
          {...f.champ('adresse_siege_social.indice_repetition')}
          label={L.indiceRepetition}
          options={listeIndices}
          value={info.adresse_siege_social.indice_repetition}
          onChange={(i) => f.ad('indice_repetition', i)}
        />
        <TextField {...f.champ('adresse_siege_social.voie')} label={L.voie} isRequired value={info.adresse_siege_social.voie} onChange={(v) => f.ad('voie', v)} />
        <TextField
          {...f.champ('adresse_siege_social.code_postal')}
          label={L.codePostal}
          isRequired
          inputMode="numeric"
          value={info.adresse_siege_social.code_postal}
          onChange={(v) => f.maj('adresse_siege_social.code_postal', (i) => ({ ...i, adresse_siege_social: { ...i.adresse_siege_social, code_postal: v.replace(/\D/g, '').slice(0, 5), ville: '' } }))}
        />
        <SelectField
          {...f.champ('adresse_siege_social.ville')}
          label={L.ville}
          isRequired
          isDisabled={f.lecture || !f.villes?.length || Boolean(f.erreurs.find((e) => e.champ === 'adresse_siege_social.code_postal'))}
          error={f.erreurDe('adresse_siege_social.ville') ?? (f.erreurVilles ? SOUSCRIPTION.erreurRecuperationVilles : undefined)}
          options={listeVilles}
          value={info.adresse_siege_social.ville}
          onChange={(v) => f.ad('ville', v ?? '')}
        />
      </div>
    </Card>
  );
}
