import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ECRAN_PROJETS, ECRAN_SOUSCRIPTION, PAGES, SOUSCRIPTION } from '../../../../src/domain/messages';
import { etatEtapeTunnel, pourcentage, type VueSouscription } from '../../../../src/domain/souscription';
import { Actions, Banner, Button, Card, Dialog, PageHeader, SubmitButton } from '../../../components';
import { ApiError } from '../../../api/client';
import { useHydrated } from '../../../state';
import { prevoyance } from '../../../state/prevoyance';
import { ouvertureGaranties } from '../../projets/parcours';
import { demarrerSouscription, lireSouscription } from '../api';
import { effacerBrouillons, stockageSession } from '../brouillon';
import { useProgressionOnglets } from '../hooks/useProgressionOnglets';
import type { ContexteSouscription, EtapeEnregistrable } from '../contexte';
import { ONGLETS, type DonneesDossier, type Onglet } from '../types';
import { PanneauHistorique } from '../../historique/screens/PanneauHistorique';

const LIBELLES: Record<Onglet, string> = {
  'informations-complementaires': SOUSCRIPTION.onglets.informationsComplementaires,
  participants: SOUSCRIPTION.onglets.participants,
  'pieces-justificatives': SOUSCRIPTION.onglets.piecesJustificatives,
  'signature-et-documents': SOUSCRIPTION.onglets.signatureEtDocuments,
};

/** The tab of the address (the default child is informations-complementaires). */
export function ongletCourant(pathname: string): Onglet {
  const dernier = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (ONGLETS as readonly string[]).includes(dernier) ? (dernier as Onglet) : 'informations-complementaires';
}

function compteurDe(d: VueSouscription, o: Onglet) {
  if (o === 'informations-complementaires') return d.progression.informationsComplementaires;
  if (o === 'participants') return d.progression.participants;
  if (o === 'pieces-justificatives') return d.progression.piecesJustificatives;
  return null;
}

/**
 * The subscription frame (02 §2): title, 'Voir les garanties', one progress indicator (the tabs,
 * each with its tick or number and its completion: issue 27 item 6), the save-before-switch rule with its 'Attention !' dialog, the saving loader.
 */
export function CadreSouscription({ donnees }: { donnees: DonneesDossier }) {
  const { idProjet, codeProduit, raisonSociale } = donnees;
  const garanties = ouvertureGaranties(codeProduit, idProjet);
  // Marks the page as held by React (browser journeys wait for it).
  const hydrate = useHydrated();
  const retour = (
    <Actions
      back={
        <Link className="btn btn-secondary" to={garanties.vers} onClick={() => garanties.oublierPrevoyance && prevoyance.reset()}>
          {SOUSCRIPTION.voirGaranties}
        </Link>
      }
    />
  );
  return (
    <div className="souscription-ecran" data-projet={idProjet} data-hydrated={hydrate || undefined}>
      <PageHeader title={raisonSociale} subtitle={SOUSCRIPTION.titre(idProjet)} />
      {!donnees.ouverte ? (
        <Card title={ECRAN_SOUSCRIPTION.produit[codeProduit]}>
          <DemarrerSouscription idProjet={idProjet} />
        </Card>
      ) : donnees.erreurChargement || !donnees.dossier ? (
        <Banner tone="danger" title={SOUSCRIPTION.erreurChargement} />
      ) : (
        <Etapes donnees={donnees} dossierInitial={donnees.dossier} retour={retour} />
      )}
      {!donnees.ouverte || donnees.erreurChargement ? retour : null}
      <PanneauHistorique idProjet={idProjet} />
    </div>
  );
}

/**
 * The file's address opened before its subscription was started (a new tab, a bookmark): the page
 * offers to start it (POST …/souscription, as Mes projets does), then loads the file; a refusal is
 * shown here in the server's words.
 */
function DemarrerSouscription({ idProjet }: { idProjet: number }) {
  const [enCours, setEnCours] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const demarrer = async () => {
    setEnCours(true);
    setErreur(null);
    try {
      await demarrerSouscription(idProjet);
      // The frame does not reload on its own (shouldRevalidate): the same address, now with the file.
      window.location.assign(window.location.pathname);
    } catch (e) {
      const refus = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401 && e.status !== 403;
      setErreur(refus ? e.message : ECRAN_PROJETS.souscriptionEchec);
      setEnCours(false);
    }
  };
  return (
    <div className="pile">
      <Banner tone="info" title={ECRAN_SOUSCRIPTION.pasEncoreOuverte}>
        <p>{ECRAN_SOUSCRIPTION.demarrerTexte}</p>
      </Banner>
      {erreur ? <Banner tone="danger" title={erreur} /> : null}
      <div>
        <SubmitButton type="button" action="demarrer-souscription" isPending={enCours} onPress={() => void demarrer()}>
          {ECRAN_SOUSCRIPTION.demarrer}
        </SubmitButton>
      </div>
    </div>
  );
}

function Etapes({ donnees, dossierInitial, retour }: { donnees: DonneesDossier; dossierInitial: VueSouscription; retour: ReactNode }) {
  const [dossier, setDossier] = useState(dossierInitial);
  // A new load (another projet, a revalidation) replaces the local copy.
  const [initial, setInitial] = useState(dossierInitial);
  if (initial !== dossierInitial) {
    setInitial(dossierInitial);
    setDossier(dossierInitial);
  }
  const [enregistrement, setEnregistrement] = useState(0);
  const [dialogue, setDialogue] = useState<Onglet | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const { enCours, suivreProgression } = useProgressionOnglets();
  const etape = useRef<EtapeEnregistrable | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const courant = ongletCourant(pathname);
  const base = `/souscription/${donnees.codeProduit.toLowerCase()}/${donnees.idProjet}`;

  const avecEnregistrement = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setEnregistrement((n) => n + 1);
    try {
      return await work();
    } finally {
      setEnregistrement((n) => n - 1);
    }
  }, []);

  const declarerEtape = useCallback((e: EtapeEnregistrable | null) => {
    etape.current = e;
  }, []);

  const allerA = useCallback(
    (onglet: Onglet) => {
      setErreur(null);
      const e = etape.current;
      // A read-only file is never saved (02 §2).
      if (!e || dossier.lecture_seule || !e.modifiee()) return void navigate(`${base}/${onglet}`);
      if (!e.valide()) return setDialogue(onglet);
      void e.enregistrer().then((ok) => {
        if (ok) navigate(`${base}/${onglet}`);
      });
    },
    [base, dossier.lecture_seule, navigate],
  );

  /** 'Continuer et perdre les informations saisies': the subscription is loaded again. */
  const continuer = async () => {
    const vers = dialogue;
    setDialogue(null);
    // What was typed is given up: its draft too (a reload must not bring it back).
    effacerBrouillons(stockageSession(), donnees.idProjet);
    try {
      const frais = await avecEnregistrement(() => lireSouscription(donnees.idProjet));
      setDossier(frais);
    } catch {
      setErreur(SOUSCRIPTION.erreurChargement);
    }
    etape.current = null;
    if (vers) navigate(`${base}/${vers}`);
  };

  const contexte: ContexteSouscription = useMemo(
    () => ({ donnees, dossier, setDossier, avecEnregistrement, declarerEtape, allerA, suivreProgression }),
    [donnees, dossier, avecEnregistrement, declarerEtape, allerA, suivreProgression],
  );
  const indexCourant = ONGLETS.indexOf(courant);

  return (
    <>
      <div className="souscription-entete">
        {retour}
      </div>
      {dossier.lecture_seule ? <Banner tone="info" title={SOUSCRIPTION.lectureSeule} /> : null}
      <nav className="souscription-onglets" aria-label={SOUSCRIPTION.titre(donnees.idProjet)}>
        <p className="visually-hidden">{SOUSCRIPTION.etape(indexCourant + 1)}</p>
        <ul role="list">
          {ONGLETS.map((o, i) => {
            const c = enCours[o] ?? compteurDe(dossier, o);
            // One indicator (issue 27): the tick comes from the same counter as the percent.
            const etat = etatEtapeTunnel(c ? pourcentage(c) : null, o === courant, dossier.statut);
            return (
              <li key={o}>
                <a
                  href={`${base}/${o}`}
                  className={`souscription-onglet souscription-onglet-${etat}${o === courant ? ' souscription-onglet-actif' : ''}`}
                  aria-current={o === courant ? 'page' : undefined}
                  data-onglet={o}
                  onClick={(ev) => {
                    ev.preventDefault();
                    if (o !== courant) allerA(o);
                  }}
                >
                  <span className="souscription-onglet-marqueur pastille" aria-hidden="true">
                    {etat === 'fait' ? '✓' : i + 1}
                  </span>
                  <span className="souscription-onglet-libelle">{LIBELLES[o]}</span>
                  {etat === 'fait' ? <span className="visually-hidden"> ({PAGES.etapeTerminee})</span> : null}
                  {c ? <span className="souscription-pourcentage">{SOUSCRIPTION.pourcentage(pourcentage(c))}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {erreur ? <Banner tone="danger" title={erreur} /> : null}
      <div className="souscription-contenu" aria-busy={enregistrement > 0}>
        <Outlet context={contexte} />
        {enregistrement > 0 ? (
          <div className="souscription-voile" role="status">
            <span className="tarif-loading-spinner" aria-hidden="true" />
            <span>{SOUSCRIPTION.enregistrementEnCours}</span>
          </div>
        ) : null}
      </div>
      <Dialog
        isOpen={dialogue !== null}
        onClose={() => setDialogue(null)}
        title={SOUSCRIPTION.attention.titre}
        alert
        actions={
          <>
            <Button variant="secondary" onClick={() => void continuer()}>
              {SOUSCRIPTION.attention.continuer}
            </Button>
            <Button variant="primary" onClick={() => setDialogue(null)}>
              {SOUSCRIPTION.attention.corriger}
            </Button>
          </>
        }
      >
        <p>{SOUSCRIPTION.attention.texte}</p>
      </Dialog>
    </>
  );
}
