import type { Bloc, VueDocument } from '../documents/pdf/blocs';
import { blocsProjets } from '../documents/pdf/blocs-projet';
import { formatDateFr, formatNombre, formatSiret } from '../domain/format';
import { ETUDE } from '../domain/messages';
import type { ProjetDetail } from '../domain/projets/contrat';

/**
 * View-model of the personalised study (pure): one or two projets of the same company and
 * product, side by side. The template only draws what is here.
 */

/** The study's blocks: those of the one block renderer (src/documents/pdf/blocs.ts). */
export type BlocEtude = Bloc;

export interface VueEtude extends VueDocument {
  sousTitre: string;
  nomFichier: string;
  piedDePage: string;
  blocs: BlocEtude[];
}

export interface ContexteEtude {
  /** Display name of the adviser who requested it. */
  conseiller: string;
  /** Generation instant, already formatted 'dd/mm/yyyy à hh:mm' (Paris) and its date. */
  genereLe: string;
  genereLeDate: string;
  /** Show the commission and management loadings (a broker's option; hidden from the client by default). */
  detailChargements?: boolean;
}

function blocEntreprise(p: ProjetDetail): BlocEtude[] {
  const e = ETUDE.entreprise;
  const lignes: [string, string][] = [
    [e.raisonSociale, p.raison_sociale],
    [e.siret, formatSiret(p.siret, e.siretAbsent)],
    [e.ccn, !p.ccn || p.ccn.id === 9999 ? e.sansCcn : `IDCC ${p.ccn.idcc} — ${p.ccn.libelle_court || p.ccn.libelle}`],
  ];
  if (p.produit.code === 'SPC' && p.naf) lignes.push([e.naf, `${p.naf.code}${p.naf.description ? ` — ${p.naf.description}` : ''}`]);
  if (p.effectif !== null) lignes.push([e.effectif, formatNombre(p.effectif, 0)]);
  return [{ type: 'titre', texte: ETUDE.sections.entreprise }, { type: 'clesValeurs', lignes }];
}

function blocValidite(projets: readonly ProjetDetail[]): BlocEtude[] {
  return [
    { type: 'titre', texte: ETUDE.sections.validite },
    ...projets.map((p): BlocEtude => ({ type: 'paragraphe', texte: ETUDE.validiteProjet(p.id ?? 0, p.date_effet ? formatDateFr(p.date_effet) : '') })),
    { type: 'paragraphe', texte: ETUDE.conditions, note: true },
  ];
}

/**
 * The study of one or two projets of one company and one product. The price comes first (page 1);
 * the commission and the calculation detail (loadings, pure costs) only with `detailChargements`.
 */
export function construireVueEtude(projets: readonly ProjetDetail[], ctx: ContexteEtude): VueEtude {
  if (projets.length < 1 || projets.length > 2) throw new Error('Une étude porte sur 1 ou 2 projets');
  const premier = projets[0];
  const ids = projets.map((p) => p.id ?? 0);
  const baremes = [...new Set(projets.map((p) => p.bareme_version ?? ''))].join(' / ');
  const produit = ETUDE.produits[premier.produit.code] ?? premier.produit.code;
  const detail = ctx.detailChargements ?? false;
  return {
    titre: ETUDE.titre,
    sousTitre: ETUDE.sousTitre(produit, premier.raison_sociale),
    nomFichier: ETUDE.nomFichier(premier.raison_sociale, ids),
    piedDePage: ETUDE.piedDePage(ids, baremes, ctx.genereLe),
    blocs: [
      { type: 'paragraphe', texte: ETUDE.introduction(ctx.conseiller, ctx.genereLeDate, detail) },
      ...blocEntreprise(premier),
      ...blocsProjets(projets, detail),
      ...blocValidite(projets),
    ],
  };
}
