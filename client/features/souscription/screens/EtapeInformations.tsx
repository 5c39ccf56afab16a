import { useCallback, useMemo } from 'react';
import { SOUSCRIPTION } from '../../../../src/domain/messages';
import { decisionEtudeMedicale, payeurDemande, questionsEtudeMedicale } from '../../../../src/domain/souscription';
import { Autocomplete, Banner, Button, Card, RadioCards, SubmitButton, Switch, TextField } from '../../../components';
import { useSouscription } from '../contexte';
import { SectionEntreprise } from '../components/SectionEntreprise';
import { useInformationsComplementaires } from '../hooks/useInformationsComplementaires';
import { useListe } from '../hooks/useListes';
import { element, type Element } from '../informations';

const M = SOUSCRIPTION.informations;
const L = M.libelles;

const OUI_NON = [
  { value: 'oui', title: L.oui },
  { value: 'non', title: L.non },
] as const;
const ouiNon = (v: boolean | null) => (v === null ? null : v ? 'oui' : 'non');

/**
 * Step 1 'Informations complémentaires' (02 §2, §3, §5): Entreprise adhérente, head office,
 * Interlocuteur, Cotisation (health) or Étude médicale (provident). The form is held by
 * useInformationsComplementaires (react-hook-form, the server's pure check as resolver).
 */
export function EtapeInformations() {
  const { donnees, dossier, allerA } = useSouscription();
  const f = useInformationsComplementaires();
  const { info } = f;
  const ctx = dossier.contexte;
  const sante = ctx.code_produit === 'SSC';
  const etude = info.etude_medicale;
  const questions = etude ? questionsEtudeMedicale(etude, ctx.type_masse_salariale) : [];
  const decision = etude ? decisionEtudeMedicale(etude) : null;
  const modes = dossier.modes_cotisation;
  const listeFonctions = useMemo(() => donnees.fonctions.map((x) => ({ id: x, libelle: x })), [donnees.fonctions]);
  const fonctions = useListe(listeFonctions, L.fonction);
  const fonctionLibre = useCallback((t: string) => ({ id: t, libelle: t }), []);

  return (
    <div className="sous-etape" data-etape="informations-complementaires">
      <Banner tone="info" title={M.info} />
      {f.erreurServeur ? <Banner tone="danger" title={f.erreurServeur} /> : null}

      <SectionEntreprise f={f} donnees={donnees} codeProduit={ctx.code_produit} />

      <Card title={M.sections.interlocuteur}>
        <div className="sous-grille">
          <RadioCards
            {...f.champ('interlocuteur.civilite')}
            label={L.civilite}
            isRequired
            value={info.interlocuteur.civilite}
            options={(['monsieur', 'madame'] as const).map((code) => ({ value: code, title: M.civilites[code] }))}
            onChange={(v) => f.it('civilite', v)}
          />
          <TextField {...f.champ('interlocuteur.nom')} label={L.nom} isRequired value={info.interlocuteur.nom} onChange={(v) => f.it('nom', v)} />
          <TextField {...f.champ('interlocuteur.prenom')} label={L.prenom} isRequired value={info.interlocuteur.prenom} onChange={(v) => f.it('prenom', v)} />
          <Autocomplete<Element>
            {...fonctions}
            {...f.champ('interlocuteur.fonction')}
            label={L.fonction}
            isRequired
            value={element(listeFonctions, info.interlocuteur.fonction, true)}
            emptyText={M.aucuneFonctionTrouvee}
            onChange={(x) => f.it('fonction', x?.id ?? null)}
            freeText={fonctionLibre}
          />
          <TextField {...f.champ('interlocuteur.telephone')} label={L.telephone} isRequired inputMode="tel" value={info.interlocuteur.telephone} onChange={(v) => f.it('telephone', v)} />
          <TextField {...f.champ('interlocuteur.email')} label={L.email} isRequired inputMode="email" value={info.interlocuteur.email} onChange={(v) => f.it('email', v)} />
          <Switch
            chemin="interlocuteur.documentation_contractuelle_email"
            isSelected={info.interlocuteur.documentation_contractuelle_email}
            onChange={(v) => f.it('documentation_contractuelle_email', v)}
            isDisabled={f.lecture}
            help={!info.interlocuteur.documentation_contractuelle_email ? L.documentationPapier : undefined}
          >
            {L.documentationEmail}
          </Switch>
        </div>
      </Card>

      {sante ? (
        <Card title={M.sections.cotisation}>
          <div className="sous-grille">
            <RadioCards
              {...f.champ('cotisation.mode_cotisation')}
              label={L.modeCotisation}
              isRequired
              value={info.cotisation?.mode_cotisation ?? null}
              options={modes.map((m) => ({ value: m.code, title: m.libelle }))}
              // Changing the mode resets the payer (02 §4).
              onChange={(v) => f.maj('cotisation.mode_cotisation', (i) => ({ ...i, cotisation: { mode_cotisation: v, payeur: null } }))}
            />
            {payeurDemande(info.cotisation?.mode_cotisation) ? (
              <RadioCards
                {...f.champ('cotisation.payeur')}
                label={L.payeur}
                isRequired
                value={info.cotisation?.payeur ?? null}
                options={(['ENTREPRISE_ADHERENTE', 'SALARIES'] as const).map((code) => ({ value: code, title: M.payeurs[code] }))}
                onChange={(v) => f.maj('cotisation.payeur', (i) => ({ ...i, cotisation: { mode_cotisation: i.cotisation?.mode_cotisation ?? null, payeur: v } }))}
              />
            ) : null}
          </div>
        </Card>
      ) : etude ? (
        <Card title={M.sections.etudeMedicale}>
          <div className="sous-grille">
            {questions.map((q) => (
              <RadioCards
                key={q}
                chemin={`etude_medicale.${q}`}
                label={M.etudeMedicale[q]}
                isRequired
                isDisabled={f.lecture}
                error={f.erreurDe(`etude_medicale.${q}`)}
                value={ouiNon(etude[q])}
                options={OUI_NON}
                onChange={(v) => f.em(q, v === 'oui')}
              />
            ))}
          </div>
          {decision ? <Banner tone="info" title={M.etudeMedicale.regimes[decision.regime]} /> : null}
        </Card>
      ) : null}

      <div className="sous-actions">
        <Button variant="secondary" onClick={() => window.location.assign(`/${ctx.code_produit.toLowerCase()}/projets?raison_sociale=${encodeURIComponent(donnees.raisonSociale)}`)}>
          {SOUSCRIPTION.listeDesProjets}
        </Button>
        {!f.lecture ? (
          <SubmitButton type="button" action="enregistrer-informations" disabledReason={f.valide ? null : SOUSCRIPTION.formulaireInvalide} onPress={() => void f.enregistrer().then((ok) => ok && allerA('participants'))}>
            {SOUSCRIPTION.enregistrerEtContinuer}
          </SubmitButton>
        ) : null}
      </div>
    </div>
  );
}
