import { lazy, Suspense } from 'react';
import { ECRAN_PROJETS, PAGES, PROJETS } from '../../../../src/domain/messages';
import { Banner, Button, PageHeader, projectSteps, Timeline } from '../../../components';
import { GroupeProjets } from '../components/GroupeProjets';
import { useListeProjets } from '../hooks/useListeProjets';
import { segment } from '../parcours';
import type { DonneesListe } from '../types';

/** The two dialogs (the study's form, the delete confirmation) load when opened: the list renders without them. */
const DialogueEtude = /* @__PURE__ */ lazy(() => import('../components/DialogueEtude').then((m) => ({ default: m.DialogueEtude })));
const DialogueSuppression = /* @__PURE__ */ lazy(() => import('../components/DialogueSuppression').then((m) => ({ default: m.DialogueSuppression })));

const siretLisible = (siret: string) => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');

/**
 * Project list of a product (spec 01 §2 'Project lists', §4, §6, §8): projets of the company
 * grouped by college, each group with 'Nouveau projet', a control bar and its table; actions
 * Modifier, Dupliquer, Supprimer, Archiver, Étude personnalisée, Souscription. The rows come
 * server-rendered with the page; the session state (company, current projet) is read after
 * hydration.
 */
export function EcranProjets({ donnees }: { donnees: DonneesListe }) {
  const { codeProduit, today } = donnees;
  const {
    hydrated,
    groupes,
    selection,
    enCours,
    suppression,
    setSuppression,
    suppressionEnCours,
    confirmerSuppression,
    etude,
    setEtude,
    etudeEnCours,
    setEtudeEnCours,
    remettreEtude,
    onBasculer,
    onOuvrir,
    nouveau,
    onAction,
    recharger,
  } = useListeProjets(donnees);

  const entreprise = donnees.entreprise;
  const sousTitre = entreprise?.raisonSociale ?? (entreprise?.siret ? siretLisible(entreprise.siret) : undefined);
  const etapes = projectSteps(segment(codeProduit)).map(({ label }) => ({ label }));

  return (
    <div className="projets-ecran pile ecart-5" data-hydrated={hydrated ? '' : undefined}>
      <Timeline steps={etapes} current={2} />
      <PageHeader title={PAGES.titreProjets} subtitle={sousTitre} />
      {donnees.erreur ? (
        <Banner tone="danger" title={PROJETS.erreurRecuperationProjets}>
          <div className="projets-banniere-action">
            <Button variant="secondary" className="btn-small" onClick={() => void recharger()}>
              {PAGES.reessayer}
            </Button>
          </div>
        </Banner>
      ) : null}
      {!groupes && !donnees.erreur ? (
        <p className="projets-chargement" role="status">
          {ECRAN_PROJETS.chargement}
        </p>
      ) : null}
      {groupes?.map((g) => (
        <GroupeProjets
          key={g.college}
          codeProduit={codeProduit}
          groupe={g}
          entetes={donnees.entetes}
          colonnesIcones={donnees.colonnesIcones}
          today={today}
          selection={selection[g.college]}
          enCours={enCours}
          onBasculer={onBasculer}
          onOuvrir={onOuvrir}
          onNouveau={nouveau}
          onAction={onAction}
        />
      ))}
      {suppression ? (
        <Suspense fallback={null}>
          <DialogueSuppression ids={suppression.ids} enCours={suppressionEnCours} onAnnuler={() => setSuppression(null)} onConfirmer={() => void confirmerSuppression()} />
        </Suspense>
      ) : null}
      {etude ? (
        <Suspense fallback={null}>
        <DialogueEtude
          key={etude.cle}
          ids={etude.ids}
          depuisSouscription={etude.depuisSouscription}
          enCours={etudeEnCours}
          onAnnuler={() => {
            setEtude(null);
            setEtudeEnCours(null);
          }}
          onValider={(v) => void remettreEtude(v)}
        />
        </Suspense>
      ) : null}
    </div>
  );
}
