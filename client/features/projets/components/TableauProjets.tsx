import { memo, type MouseEvent } from 'react';
import { ECRAN_PROJETS, PROJETS } from '../../../../src/domain/messages';
import type { CodeProduit, TypeCollege } from '../../../../src/domain/projets/projet.types';
import { useFenetre } from '../hooks/useFenetre';
import { avecCesures } from '../cesure';
import { ouvertureProjet } from '../parcours';
import type { EnteteGroupe, LigneListe } from '../types';
import { IconeDateExpiree, IconeVerrou } from './Indicateurs';

interface TableauProjetsProps {
  codeProduit: CodeProduit;
  college: TypeCollege;
  libelleCollege: string;
  lignes: readonly LigneListe[];
  entetes: readonly EnteteGroupe[];
  colonnesIcones: boolean;
  selection: readonly number[] | undefined;
  onBasculer: (college: TypeCollege, id: number) => void;
  /** Opens the projet's information screen (client-side navigation). */
  onOuvrir: (id: number) => void;
}

interface LigneProps {
  ligne: LigneListe;
  /** aria-rowindex when the table is windowed (after the two header rows). */
  rang?: number;
  selectionnee: boolean;
  codeProduit: CodeProduit;
  college: TypeCollege;
  colonnesIcones: boolean;
  onBasculer: (college: TypeCollege, id: number) => void;
  onOuvrir: (id: number) => void;
}

/**
 * Column widths, in % of the table so it always fits its card: Projet, the two dates, Prix, Statut and the icon
 * columns take a fixed share; the level or guarantee columns share the rest by the length of
 * their header's longest word. Long words carry soft hyphens (cesure.ts): whole on a wide screen,
 * broken between syllables on a narrow one.
 */
const PARTS_FIXES = { projet: 5.5, date: 8, prix: 9.5, statut: 12, icone: 3 };

const longueurMot = (libelle: string) => Math.max(8, ...libelle.split(/\s+/).map((mot) => mot.length)) + 1;

/** Clicks on the row's own controls do their own thing; anywhere else the row toggles (spec 01 §4). */
const surControle = (e: MouseEvent) => (e.target as Element).closest('a, input, button, label') !== null;

/** A plain left click: the app navigates; any other (new tab, new window) is the browser's. */
const clicSimple = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * One projet (spec 01 §2 'Rows'). Kept lean — a thousand of them are rendered on the server and
 * hydrated: plain elements, no per-row hooks; memoised, so a click re-renders only the rows whose
 * selection changed.
 */
const Ligne = memo(function Ligne({ ligne, rang, selectionnee, codeProduit, college, colonnesIcones, onBasculer, onOuvrir }: LigneProps) {
  const expiree = ligne.dateEffetExpiree ? <IconeDateExpiree /> : null;
  const verrou = ligne.verrouille ? <IconeVerrou /> : null;
  return (
    <tr data-projet={ligne.id} aria-rowindex={rang} data-selectionnee={selectionnee ? '' : undefined} onClick={(e) => !surControle(e) && onBasculer(college, ligne.id)}>
      <td>
        <input type="checkbox" checked={selectionnee} onChange={() => onBasculer(college, ligne.id)} aria-label={ECRAN_PROJETS.selectionnerProjet(ligne.id)} />
        <a
          href={ouvertureProjet(codeProduit, ligne.id).vers}
          onClick={(e) => {
            if (!clicSimple(e)) return;
            e.preventDefault();
            onOuvrir(ligne.id);
          }}
        >
          {ligne.id}
        </a>
      </td>
      <td className="projets-dates">
        {ligne.dateCreation}
        {ligne.dateEffetAffichee ? <span>{ligne.dateEffetAffichee}</span> : null}
      </td>
      {ligne.valeurs.map((v, i) => (
        <td key={i}>{v}</td>
      ))}
      <td className="projets-prix">
        {ligne.prix ? (
          <>
            <strong>{ligne.prix.budget}</strong>
            <span>{ligne.prix.taux}</span>
          </>
        ) : null}
      </td>
      <td>
        <span className={`projets-statut projets-statut-${ligne.statut.toLowerCase()}`}>{ligne.libelleStatut}</span>
        {!colonnesIcones && (expiree || verrou) ? (
          <span className="projets-icones">
            {expiree}
            {verrou}
          </span>
        ) : null}
      </td>
      {colonnesIcones ? (
        <>
          <td>{expiree}</td>
          <td>{verrou}</td>
        </>
      ) : null}
    </tr>
  );
});

/**
 * A college's projets as a plain accessible table (spec 01 §2 columns, plus the effective date and
 * the saved price a broker compares projets by): health — Projet, Date de création with the
 * effective date under it, one column per care item, Prix, Statut; provident — the same with the guarantee summary under
 * their groups, and the two icon columns.
 */
export function TableauProjets({ codeProduit, college, libelleCollege, lignes, entetes, colonnesIcones, selection, onBasculer, onOuvrir }: TableauProjetsProps) {
  const choisis = new Set(selection ?? []);
  const mots = entetes.flatMap((g) => (g.colonnes.length ? g.colonnes : [g.libelle]).map((c) => ({ cle: `${g.libelle}/${c}`, longueur: longueurMot(c) })));
  const partValeurs = 100 - PARTS_FIXES.projet - PARTS_FIXES.date - PARTS_FIXES.prix - PARTS_FIXES.statut - (colonnesIcones ? 2 * PARTS_FIXES.icone : 0);
  const lettres = mots.reduce((n, m) => n + m.longueur, 0);
  const pourcent = (part: number) => `${part.toFixed(3)}%`;
  const { conteneur, active: fenetree, debut, fin, hauteurLigne, onScroll } = useFenetre(lignes.length);
  const nombreColonnes = 4 + entetes.reduce((n, g) => n + Math.max(1, g.colonnes.length), 0) + (colonnesIcones ? 2 : 0);
  const espace = (lignesCachees: number, cle: string) =>
    lignesCachees > 0 ? (
      <tr key={cle} className="projets-espace" aria-hidden="true" style={{ height: lignesCachees * hauteurLigne }}>
        <td colSpan={nombreColonnes} />
      </tr>
    ) : null;
  return (
    <div
      ref={conteneur}
      className="projets-tableau-conteneur"
      onScroll={fenetree ? onScroll : undefined}
      // A windowed table scrolls with the keyboard too: its area takes the focus.
      tabIndex={fenetree ? 0 : undefined}
      role={fenetree ? 'region' : undefined}
      aria-label={fenetree ? ECRAN_PROJETS.tableauCollege(libelleCollege) : undefined}
    >
      <table
        className={`projets-tableau projets-liste projets-tableau-${codeProduit.toLowerCase()}`}
        aria-label={ECRAN_PROJETS.tableauCollege(libelleCollege)}
        aria-rowcount={fenetree ? lignes.length + 2 : undefined}
      >
        {/* Fixed widths: the groups' tables line up, whatever their rows. */}
        <colgroup>
          <col style={{ width: pourcent(PARTS_FIXES.projet) }} />
          <col style={{ width: pourcent(PARTS_FIXES.date) }} />
          {mots.map((m) => (
            <col key={m.cle} style={{ width: pourcent((partValeurs * m.longueur) / lettres) }} />
          ))}
          <col style={{ width: pourcent(PARTS_FIXES.prix) }} />
          <col style={{ width: pourcent(PARTS_FIXES.statut) }} />
          {colonnesIcones ? (
            <>
              <col style={{ width: pourcent(PARTS_FIXES.icone) }} />
              <col style={{ width: pourcent(PARTS_FIXES.icone) }} />
            </>
          ) : null}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="projets-entete-projet">
              {PROJETS.colonnes.projet}
            </th>
            {/* Creation date, and the effective date under it: two lines of one column keep the care
                items wide enough to read within the page's width. */}
            <th scope="col" rowSpan={2} className="projets-entete-dates">
              {PROJETS.colonnes.dateCreation}
              <span>{PROJETS.colonnes.dateEffet}</span>
            </th>
            {entetes.map((g) =>
              g.colonnes.length ? (
                <th key={g.libelle} scope="colgroup" colSpan={g.colonnes.length} className="projets-entete-groupe">
                  {avecCesures(g.libelle)}
                </th>
              ) : (
                <th key={g.libelle} scope="col" rowSpan={2} className="projets-entete-valeur">
                  {avecCesures(g.libelle)}
                </th>
              ),
            )}
            <th scope="col" rowSpan={2}>
              {PROJETS.colonnes.prix}
            </th>
            <th scope="col" rowSpan={2}>
              {PROJETS.colonnes.statut}
            </th>
            {colonnesIcones ? (
              <>
                <th scope="col" rowSpan={2} className="projets-entete-icone">
                  <span className="visually-hidden">{ECRAN_PROJETS.colonneDateEffet}</span>
                </th>
                <th scope="col" rowSpan={2} className="projets-entete-icone">
                  <span className="visually-hidden">{ECRAN_PROJETS.colonneVerrou}</span>
                </th>
              </>
            ) : null}
          </tr>
          <tr>
            {entetes.flatMap((g) =>
              g.colonnes.map((c) => (
                <th key={`${g.libelle}/${c}`} scope="col" className="projets-entete-valeur">
                  {avecCesures(c)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {espace(debut, 'avant')}
          {lignes.slice(debut, fin).map((ligne, i) => (
            <Ligne
              key={ligne.id}
              rang={fenetree ? debut + i + 3 : undefined}
              ligne={ligne}
              selectionnee={choisis.has(ligne.id)}
              codeProduit={codeProduit}
              college={college}
              colonnesIcones={colonnesIcones}
              onBasculer={onBasculer}
              onOuvrir={onOuvrir}
            />
          ))}
          {espace(lignes.length - fin, 'apres')}
        </tbody>
      </table>
    </div>
  );
}
