import type { Bloc, VueDocument } from '../../documents/pdf/blocs';
import { DESCRIPTIF } from '../../domain/messages';
import type { Poste } from '../../domain/pricing/sante/types';
import { NIVEAU_MAX, NIVEAU_MIN } from '../../domain/pricing/sante/types';
import { RENFORTS_SURCOMPLEMENTAIRE, type RenfortSurcomplementaire } from './prestations-surcomplementaire';

/**
 * View-model of the benefits descriptions (pure): the base contract's grid of postes by level, or
 * the individual top-up's reinforcements. The template only draws what is here.
 */

export type TypeDescriptif = 'socle' | 'surcomplementaire';

/** The description's blocks: those of the one block renderer (src/documents/pdf/blocs.ts). */
export type BlocDescriptif = Bloc;

export interface VueDescriptif extends VueDocument {
  sousTitre: string;
  nomFichier: string;
  piedDePage: string;
  blocs: BlocDescriptif[];
}

export interface ContexteDescriptif {
  /** Offer label ('Santé Collective Essentielle'). */
  offre: string;
  /** Barème in force on the generation date (printed in the footer). */
  bareme: string;
  /** 'dd/mm/yyyy à hh:mm'. */
  genereLe: string;
}

/** Levels split in two tables of six columns: readable on a portrait A4 page. */
const TRANCHES_NIVEAUX: readonly (readonly [number, number])[] = [
  [NIVEAU_MIN, 5],
  [6, NIVEAU_MAX],
];

export function vueDescriptifSocle(postes: readonly Poste[], ctx: ContexteDescriptif): VueDescriptif {
  const blocs: BlocDescriptif[] = [
    { type: 'paragraphe', texte: DESCRIPTIF.introductionSocle },
    { type: 'titre', texte: DESCRIPTIF.sectionPostes },
    {
      type: 'tableau',
      colonnes: [
        { entete: DESCRIPTIF.colonnePoste, largeur: 1 },
        { entete: DESCRIPTIF.colonneCouverture, largeur: 2.2 },
      ],
      lignes: postes.map((p) => [p.libelle, p.detail_libelle]),
    },
  ];
  for (const [de, a] of TRANCHES_NIVEAUX) {
    const niveaux = Array.from({ length: a - de + 1 }, (_, i) => de + i);
    blocs.push({ type: 'titre', texte: DESCRIPTIF.sectionNiveaux(de, a) });
    blocs.push({
      type: 'tableau',
      taille: 8,
      colonnes: [
        { entete: DESCRIPTIF.colonnePoste, largeur: 2.2 },
        ...niveaux.map((n) => ({ entete: DESCRIPTIF.colonneNiveau(n), largeur: 1, align: 'center' as const })),
      ],
      lignes: postes.map((p) => [
        p.libelle,
        ...niveaux.map((n) => {
          const niveau = p.niveaux.find((x) => x.numValue === n);
          if (!niveau) throw new Error(`Descriptif : niveau ${n} absent du poste ${p.code}`);
          return niveau.libelle;
        }),
      ]),
    });
  }
  blocs.push({ type: 'titre', texte: DESCRIPTIF.sectionLexique });
  blocs.push({ type: 'clesValeurs', lignes: DESCRIPTIF.lexique.map(([k, v]) => [k, v]), largeurLibelle: 0.3 });
  blocs.push({ type: 'titre', texte: DESCRIPTIF.sectionConditions });
  blocs.push({ type: 'paragraphe', texte: DESCRIPTIF.conditions, note: true });
  return {
    titre: DESCRIPTIF.titreSocle,
    sousTitre: DESCRIPTIF.sousTitre(ctx.offre),
    nomFichier: DESCRIPTIF.nomFichierSocle(ctx.offre),
    piedDePage: DESCRIPTIF.piedDePage(ctx.offre, ctx.bareme, ctx.genereLe),
    blocs,
  };
}

export function vueDescriptifSurcomplementaire(
  ctx: ContexteDescriptif,
  renforts: readonly RenfortSurcomplementaire[] = RENFORTS_SURCOMPLEMENTAIRE,
): VueDescriptif {
  return {
    titre: DESCRIPTIF.titreSurcomplementaire,
    sousTitre: DESCRIPTIF.sousTitre(ctx.offre),
    nomFichier: DESCRIPTIF.nomFichierSurcomplementaire(ctx.offre),
    piedDePage: DESCRIPTIF.piedDePage(ctx.offre, ctx.bareme, ctx.genereLe),
    blocs: [
      { type: 'paragraphe', texte: DESCRIPTIF.introductionSurcomplementaire },
      { type: 'titre', texte: DESCRIPTIF.sectionRenforts },
      {
        type: 'tableau',
        colonnes: [
          { entete: DESCRIPTIF.colonneGarantie, largeur: 1.1 },
          { entete: DESCRIPTIF.colonneRenfort, largeur: 1 },
        ],
        lignes: renforts.map((r) => [r.garantie, r.renfort]),
      },
      { type: 'titre', texte: DESCRIPTIF.sectionCotisation },
      { type: 'paragraphe', texte: DESCRIPTIF.cotisation },
      { type: 'titre', texte: DESCRIPTIF.sectionLexique },
      { type: 'clesValeurs', lignes: DESCRIPTIF.lexique.filter(([k]) => k !== 'PMSS').map(([k, v]) => [k, v]), largeurLibelle: 0.3 },
      { type: 'titre', texte: DESCRIPTIF.sectionConditions },
      { type: 'paragraphe', texte: DESCRIPTIF.conditions, note: true },
    ],
  };
}
