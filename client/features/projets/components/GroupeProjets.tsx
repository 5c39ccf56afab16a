import { ECRAN_PROJETS, PROJETS } from '../../../../src/domain/messages';
import { etatBoutonsProjets } from '../../../../src/domain/projets/boutons';
import type { CodeProduit, DateIso, TypeCollege } from '../../../../src/domain/projets/projet.types';
import { Button, Card } from '../../../components';
import { lignesSelectionnees, versProjetSelectionne } from '../selection';
import type { EnteteGroupe, GroupeListe, LigneListe } from '../types';
import { BarreActions, type ActionProjets } from './BarreActions';
import { TableauProjets } from './TableauProjets';

interface GroupeProjetsProps {
  codeProduit: CodeProduit;
  groupe: GroupeListe;
  entetes: readonly EnteteGroupe[];
  colonnesIcones: boolean;
  today: DateIso;
  selection: readonly number[] | undefined;
  /** Projets being processed (a study being made): 'Modifier' waits for them. */
  enCours: ReadonlySet<number>;
  onBasculer: (college: TypeCollege, id: number) => void;
  onOuvrir: (id: number) => void;
  onNouveau: (groupe: GroupeListe) => void;
  onAction: (action: ActionProjets, groupe: GroupeListe, selection: LigneListe[]) => void;
}

/** One college (spec 01 §2): its title, 'Nouveau projet', the control bar and the table. */
export function GroupeProjets({ codeProduit, groupe, entetes, colonnesIcones, today, selection, enCours, onBasculer, onOuvrir, onNouveau, onAction }: GroupeProjetsProps) {
  const choisies = lignesSelectionnees(groupe, selection);
  const boutons = etatBoutonsProjets(
    choisies.map((l) => versProjetSelectionne(l, enCours)),
    today,
  );
  return (
    <Card
      className="projets-groupe"
      title={
        <>
          {groupe.libelle} <span className="projets-groupe-nombre">({groupe.lignes.length})</span>
        </>
      }
      actions={
        <Button variant="primary" className="btn-small" onClick={() => onNouveau(groupe)} data-college={groupe.college}>
          {PROJETS.nouveauProjet}
        </Button>
      }
    >
      <div data-college={groupe.college}>
        <BarreActions
          libelleCollege={groupe.libelle}
          nombre={choisies.length}
          boutons={{ ...boutons, archiver: boutons.supprimer }}
          onAction={(action) => onAction(action, groupe, choisies)}
        />
        {groupe.lignes.length ? (
          <TableauProjets
            codeProduit={codeProduit}
            college={groupe.college}
            libelleCollege={groupe.libelle}
            lignes={groupe.lignes}
            entetes={entetes}
            colonnesIcones={colonnesIcones}
            selection={selection}
            onBasculer={onBasculer}
            onOuvrir={onOuvrir}
          />
        ) : (
          <p className="projets-vide">{ECRAN_PROJETS.aucunProjet}</p>
        )}
      </div>
    </Card>
  );
}
