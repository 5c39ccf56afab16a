import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ECRAN_PROJET, ECRAN_SANTE, KIT, PAGES, PROJETS, SANTE } from '../../../../src/domain/messages';
import type { ResultatTarifSante } from '../../../../src/domain/pricing/sante/moteur';
import type { CodePoste } from '../../../../src/domain/pricing/sante/types';
import type { Commissionnement as ValeurCommissionnement } from '../../../../src/domain/projets/commission';
import { postesSousMinimum, selectionSousMinimum, type SelectionNiveaux } from '../../../../src/domain/pricing/sante/regles';
import {
  Actions,
  Banner,
  ButtonLink,
  Card,
  Commissionnement,
  notifier,
  PriceSummary,
  RAISON_CHAMPS_EN_ERREUR,
  ReadOnlyBanner,
  SaveProjetDialog,
  SubmitButton,
  Switch,
  TarifLoading,
  type ChoixEnregistrement,
} from '../../../components';
import { common, ENTREPRISE_VIDE, informationsEntreprise, useHydrated, useSessionModule } from '../../../state';
import { sante, type SanteState } from '../../../state/sante';
import { CHEMINS_DESCRIPTIF, enregistrerProjet } from '../api';
import { entrepriseCourante } from '../entreprise';
import { choisirEntete, commissionnementInitial, deplacerNiveau, erreurGaranties, erreurNiveaux, minimumAffiche, selectionInitiale } from '../garanties';
import { elementsTarifGaranties, prixEnregistreApplicable, type CatalogueDuProjet } from '../ecran-initial';
import { useCatalogueGaranties } from '../hooks/useCatalogueGaranties';
import { useEtatDuServeur, useEtatSante } from '../hooks/useEtatSante';
import { useDupliquer } from '../hooks/useDupliquer';
import { annoncerSortie } from '../hooks/usePreparation';
import { useTarifSante } from '../hooks/useTarifSante';
import { CHEMINS_SANTE, corpsEnregistrement, lectureSeule, nouveauProjet } from '../projet';
import { demandeTarif, formaterEurosEntiers, groupesTarif, ligneTarif, type LigneTarif } from '../tarif';
import type { UtilisateurPage } from '../types';
import { DetailTarif } from './DetailTarif';
import { EntetesNiveaux } from './EntetesNiveaux';
import { LienDescriptif } from './LienDescriptif';
import { SliderPoste } from './SliderPoste';
import { TableauTarifs } from './TableauTarifs';

interface EcranGarantiesProps {
  utilisateur: UtilisateurPage;
  idProjet: number | undefined;
  /**
   * The price saved with the projet: a read-only projet's (never recomputed, 01 §4); an editable
   * one's is shown until its price is computed again, as long as nothing changed (ADR 0046).
   */
  tarifEnregistre: ResultatTarifSante | null;
  /** The saved projet's catalogue, sent with the page (no request for it then). */
  catalogue?: CatalogueDuProjet | null;
  /** The route's projet as loaded (its saved price applies while its parameters are unchanged). */
  etatEnregistre?: SanteState | null;
}

/** 'Garanties' (01 §2 'Health guarantees'): levels, commissioning, individual top-up, tariff, save. */
export function EcranGaranties({ utilisateur, idProjet, tarifEnregistre, catalogue: catalogueDuProjet = null, etatEnregistre = null }: EcranGarantiesProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const etat = useEtatSante();
  // Shown from the route's projet: the session state does not hold it yet (nothing to write there).
  const depuisServeur = useEtatDuServeur();
  const entreprise = entrepriseCourante(useSessionModule(informationsEntreprise), etat);
  const lecture = lectureSeule(etat);
  const college = etat.typeCollege!;
  const produit = etat.produit!;
  const { dupliquer, enCours: duplication } = useDupliquer();
  const [message, setMessage] = useState<{ poste: CodePoste; texte: string } | null>(null);
  const [dialogue, setDialogue] = useState(false);
  const [enregistrement, setEnregistrement] = useState<ChoixEnregistrement | 'direct' | null>(null);

  const { catalogue, erreur: erreurCatalogue } = useCatalogueGaranties({ idProduit: produit.id, idcc: entreprise.idCcn, college }, catalogueDuProjet);
  const minima = catalogue?.minima ?? [];
  const selection: SelectionNiveaux | null = catalogue ? selectionInitiale(etat.niveaux, minima) : etat.niveaux;
  const commission = commissionnementInitial(etat.commissionnement, college);

  // First display (01 §4): levels and commissioning are initialised and kept with the projet.
  useEffect(() => {
    if (!catalogue || lecture || depuisServeur) return;
    const s = sante.get();
    if (!s.niveaux || !s.commissionnement) {
      sante.set({ niveaux: selectionInitiale(s.niveaux, catalogue.minima), commissionnement: commissionnementInitial(s.commissionnement, college) });
    }
  }, [catalogue, lecture, college, depuisServeur]);

  const invalide = selection ? erreurGaranties(selection, minima, commission, college) : null;
  const niveauxInvalides = selection ? erreurNiveaux(selection, minima) : null;
  const elements = catalogue ? elementsTarifGaranties(etat, entreprise, minima) : null;
  const demande = !lecture && elements && invalide === null ? demandeTarif(elements, utilisateur) : null;
  // The same request for the projet as saved: while they are equal, its saved price is shown.
  const elementsEnregistres = catalogue && etatEnregistre ? elementsTarifGaranties(etatEnregistre, entrepriseCourante(ENTREPRISE_VIDE, etatEnregistre), minima) : null;
  const demandeEnregistree = elementsEnregistres ? demandeTarif(elementsEnregistres, utilisateur) : null;
  // Priced in the browser only (the server render shows the saved price, see below).
  const tarif = useTarifSante(hydrated ? demande : null);
  const resultat = lecture ? tarifEnregistre : (tarif.resultat ?? (tarifEnregistre && prixEnregistreApplicable(demande, demandeEnregistree) ? tarifEnregistre : null));

  function changerNiveau(poste: CodePoste, niveau: number) {
    if (lecture || !selection) return;
    const d = deplacerNiveau(poste, niveau, selection, minima);
    sante.set({ niveaux: d.selection });
    setMessage(d.message ? { poste, texte: d.message } : null);
  }

  function choisirNiveau(niveau: number) {
    if (!selection) return;
    sante.set({ niveaux: choisirEntete(niveau, selection, minima, lecture) });
    setMessage(null);
  }

  function changerCommission(c: ValeurCommissionnement) {
    if (!lecture) sante.set({ commissionnement: c });
  }

  async function enregistrer(choix: ChoixEnregistrement | 'direct') {
    const corps = corpsEnregistrement(sante.get(), entreprise.clientId, utilisateur);
    if (!corps) return;
    setEnregistrement(choix);
    try {
      const r = await enregistrerProjet(corps);
      notifier('success', PROJETS.projetEnregistre(r.id), { suivreNavigation: true });
      annoncerSortie(location.key);
      if (choix === 'nouveau') {
        const s = sante.get();
        sante.set(nouveauProjet(s.produit, null, s.client));
        common.set({ marche: 'sante', creationProjet: true, duplicationProjet: false });
        void navigate(CHEMINS_SANTE.nouveauSansPrefill);
      } else {
        sante.set({ idProjet: r.id, etat: r.etat ?? null, statut: r.statut });
        common.set({ marche: 'sante', creationProjet: false, duplicationProjet: false });
        void navigate(CHEMINS_SANTE.projets);
      }
    } catch {
      notifier('danger', PROJETS.echecEnregistrement);
      setEnregistrement(null);
      setDialogue(false);
    }
  }

  const sousMinimaActuels = lecture && catalogue && selection ? selectionSousMinimum(selection, minima) : false;
  const postesSous = lecture && selection ? postesSousMinimum(selection, minima) : [];
  const pmss = resultat?.detail.pmss;
  // The sticky summary (side column / bottom bar): the structures' monthly budgets, the first as headline.
  const [tete, ...suite] = resultat ? groupesTarif(resultat.tarifs).flatMap((g) => g.lignes) : [];
  const resume = (l: LigneTarif) => ({ label: l.libelle, value: `${l.budget} · ${l.taux}` });

  return (
    // data-hydrated: the controls answer (the browser journeys wait for it).
    <div className="ss-garanties-mise-en-page" data-hydrated={hydrated ? '' : undefined}>
    <div className="ss-garanties pile ecart-5">
      {lecture ? <ReadOnlyBanner onDupliquer={dupliquer} enCours={duplication} /> : null}
      {sousMinimaActuels ? (
        <Banner tone="warning" className="ss-minima-modifies">
          {PROJETS.minimaCcnModifies}
        </Banner>
      ) : null}

      <Card
        title={SANTE.choixDesGaranties}
        actions={<LienDescriptif chemin={CHEMINS_DESCRIPTIF.socle(produit.id)} libelle={SANTE.descriptifDesPrestations} erreur={SANTE.erreurDescriptifSocle} />}
      >
        {erreurCatalogue ? <Banner tone="danger">{SANTE.erreurNiveauxPostes}</Banner> : null}
        {!catalogue && !erreurCatalogue ? <p className="ss-aide">{ECRAN_SANTE.chargementGaranties}</p> : null}
        {catalogue && selection ? (
          <div className="ss-postes">
            <EntetesNiveaux niveaux={catalogue.niveaux} onChoisir={choisirNiveau} isDisabled={lecture} />
            {catalogue.postes.map((poste) => (
              <SliderPoste
                key={poste.code}
                poste={poste}
                niveau={selection[poste.code] ?? 0}
                minimum={minimumAffiche(poste, minima)}
                onChange={(n) => changerNiveau(poste.code, n)}
                isDisabled={lecture}
                message={message?.poste === poste.code ? message.texte : null}
                sousMinimum={postesSous.includes(poste.code)}
              />
            ))}
          </div>
        ) : null}
        {!lecture && niveauxInvalides && catalogue ? (
          <Banner tone="danger" className="ss-garanties-invalides">
            {niveauxInvalides}
          </Banner>
        ) : null}
      </Card>

      <div className="ss-colonnes">
        <div className="ss-colonne-principale pile ecart-5">
          <Card title={SANTE.commissionnement}>
            <Commissionnement college={college} value={commission} onChange={changerCommission} isDisabled={lecture} />
          </Card>

          <Card
            title={SANTE.surcomplementaireIndividuelle}
            actions={
              <LienDescriptif
                chemin={CHEMINS_DESCRIPTIF.surcomplementaire(produit.id)}
                libelle={SANTE.descriptifDesPrestations}
                erreur={SANTE.erreurDescriptifSurcomplementaire}
              />
            }
          >
            <Switch isSelected={etat.surComplementaire} onChange={(v) => sante.set({ surComplementaire: v })} isDisabled={lecture}>
              {ECRAN_SANTE.surcoProposer}
            </Switch>
            {etat.surComplementaire ? (
              resultat ? (
                <>
                  <p className="ss-aide">{resultat.detail.surcomplementaire.description}</p>
                  <TableauTarifs groupes={[{ titre: null, lignes: resultat.surcomplementaire.map(ligneTarif) }]} legende={ECRAN_SANTE.surcoTarifs} />
                  <p className="ss-aide">{ECRAN_SANTE.surcoTarifs}.</p>
                </>
              ) : null
            ) : (
              <p className="ss-aide">{ECRAN_SANTE.surcoNonProposee}</p>
            )}
          </Card>
        </div>

        <Card title={ECRAN_SANTE.tarif} className="ss-carte-tarif" id="tarif-sante">
          {!lecture && tarif.erreur ? (
            <Banner tone="danger" className="ss-erreur-tarif">
              {SANTE.erreurTarif}
            </Banner>
          ) : resultat ? (
            <TarifLoading loading={!lecture && tarif.chargement} label={ECRAN_SANTE.calculEnCours}>
              <TableauTarifs groupes={groupesTarif(resultat.tarifs)} legende={ECRAN_SANTE.tarif} />
              {pmss ? (
                <p className="ss-aide">
                  {ECRAN_SANTE.noteTarif(pmss.annee, formaterEurosEntiers(pmss.montant))}
                  {pmss.publie ? '' : ` ${ECRAN_SANTE.pmssNonPublie(pmss.annee, pmss.annee_reference)}`}
                </p>
              ) : null}
              {lecture ? <p className="ss-aide">{ECRAN_SANTE.tarifEnregistre}</p> : null}
              <DetailTarif resultat={resultat} postes={catalogue?.postes ?? []} />
            </TarifLoading>
          ) : (
            <TarifLoading loading={!lecture && tarif.chargement} label={ECRAN_SANTE.calculEnCours}>
              <p className="ss-aide ss-tarif-vide">
                {tarif.chargement ? ECRAN_SANTE.calculEnCours : invalide ? ECRAN_SANTE.tarifChampsEnErreur : ECRAN_SANTE.tarifSaisieIncomplete}
              </p>
            </TarifLoading>
          )}
        </Card>
      </div>

      <Actions
        back={
          <ButtonLink variant="secondary" to={CHEMINS_SANTE.informations(idProjet)}>
            {PAGES.retour}
          </ButtonLink>
        }
        next={
          lecture ? (
            <ButtonLink to={CHEMINS_SANTE.projets}>{PROJETS.boutons.listeProjets}</ButtonLink>
          ) : (
            <SubmitButton
              type="button"
              // A price that could not be obtained would fail the save too (the server prices it again).
              disabledReason={invalide ?? (!selection || !catalogue ? RAISON_CHAMPS_EN_ERREUR : tarif.erreur ? KIT.tarifRequis : null)}
              isPending={enregistrement !== null}
              onPress={() => (idProjet !== undefined ? void enregistrer('direct') : setDialogue(true))}
            >
              {enregistrement === 'direct' ? ECRAN_PROJET.enregistrementEnCours : PROJETS.boutons.enregistrer}
            </SubmitButton>
          )
        }
      />
      <SaveProjetDialog
        isOpen={dialogue}
        onClose={() => setDialogue(false)}
        onChoice={(choix) => void enregistrer(choix)}
        enCours={enregistrement === 'direct' ? null : enregistrement}
      />
    </div>
      <PriceSummary
        title={ECRAN_SANTE.tarif}
        etat={!lecture && tarif.erreur ? 'erreur' : !lecture && tarif.chargement ? 'chargement' : 'pret'}
        onRetry={tarif.reessayer}
        lines={suite.map(resume)}
        total={tete ? resume(tete) : { label: ECRAN_SANTE.tarif, value: '—' }}
        status={tete ? undefined : invalide ? ECRAN_SANTE.tarifChampsEnErreur : ECRAN_SANTE.tarifSaisieIncomplete}
        detailHref="#tarif-sante"
      />
    </div>
  );
}
