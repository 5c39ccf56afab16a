import { ETUDE, LIBELLES_STRUCTURE_SANTE } from '../../domain/messages';
import { formatDateFr, formatEuros, formatEurosRonds, formatNombre, formatPourcent } from '../../domain/format';
import { LIBELLES_COLLEGE } from '../../domain/offres/catalogue';
import { listeVersGaranties } from '../../domain/pricing/prevoyance/conversion';
import { CATALOGUE_PREVOYANCE } from '../../domain/pricing/prevoyance/catalogue';
import { joursFranchise } from '../../domain/pricing/prevoyance/franchise';
import type { GarantiesPrevoyance, TrancheEducation } from '../../domain/pricing/prevoyance/garanties.types';
import type { ResultatTarifPrevoyance } from '../../domain/pricing/prevoyance/moteur';
import { POSTES } from '../../domain/pricing/sante/catalogue';
import type { ResultatTarifSante } from '../../domain/pricing/sante/moteur';
import { lireTypeCommissionnement, OPTIONS_ESCOMPTE, LIBELLES_TYPE_COMMISSIONNEMENT } from '../../domain/projets/commission';
import { estProjetPrevoyance, estProjetSante, type ProjetDetail } from '../../domain/projets/contrat';
import type { Bloc, ColonneBloc } from './blocs';

/**
 * The blocks of a projet (pure): its characteristics, guarantees and price, side by side for one or
 * two projets. Shared by the documents of the features (the personalised study of src/etudes, the
 * subscription kit and the membership request of src/souscription): a feature never borrows them
 * from another feature (docs/adr/0064).
 */

// ---- French formats (one rounding: values come rounded from the engines) ----

const fmt = {
  taux: (v: number) => formatPourcent(v),
  /** A share (0..1) as a percent with two decimals. */
  part: (v: number) => formatPourcent(Math.round(v * 10000) / 100),
  nombre: (v: number) => formatNombre(v, 2),
  facteur: (v: number) => formatNombre(v, 4),
  euros: (v: number) => formatEuros(v),
  eurosRonds: (v: number) => formatEurosRonds(v),
};

/** 'Linéaire — 5 %' or 'Précompté 20 % / 7 % — 10 %'. */
export function libelleCommissionnement(c: { type: string; taux: number }): string {
  const lu = lireTypeCommissionnement(c.type);
  if (!lu || lu.option === 'LIN') return ETUDE.commissionnement(LIBELLES_TYPE_COMMISSIONNEMENT.lineaire, fmt.taux(c.taux).replace(',00', ''));
  const option = OPTIONS_ESCOMPTE.find((o) => o.code === lu.option);
  return ETUDE.commissionnement(`${LIBELLES_TYPE_COMMISSIONNEMENT.precompte} ${option?.libelle ?? ''}`.trim(), fmt.taux(c.taux).replace(',00', ''));
}


const ouiNon = (v: boolean | null | undefined) => (v ? ETUDE.oui : ETUDE.non);

export function colonnes(projets: readonly ProjetDetail[], premiere: string): ColonneBloc[] {
  const largeurProjet = projets.length > 1 ? 2 : 3;
  return [{ entete: premiere, largeur: 2.4 }, ...projets.map((p) => ({ entete: ETUDE.projet(p.id ?? 0), largeur: largeurProjet }))];
}

export function ligne(libelle: string, projets: readonly ProjetDetail[], valeur: (p: ProjetDetail) => string): string[] {
  return [libelle, ...projets.map(valeur)];
}


function lignesCommunesDebut(projets: readonly ProjetDetail[]): string[][] {
  const l = ETUDE.projetLignes;
  return [
    ligne(l.offre, projets, (p) => p.produit.libelle ?? String(p.produit.id)),
    ligne(l.college, projets, (p) => LIBELLES_COLLEGE[p.type_college.value]),
    ligne(l.effectifCollege, projets, (p) => formatNombre(p.effectif_college, 0)),
    ligne(l.ageMoyen, projets, (p) => ETUDE.detail.ans(p.age_moyen)),
    ligne(l.dateEffet, projets, (p) => (p.date_effet ? formatDateFr(p.date_effet) : '')),
  ];
}

/** The commission is a loading: shown only when the broker asks for the detail of the loadings. */
function lignesCommunesFin(projets: readonly ProjetDetail[], detailChargements: boolean): string[][] {
  const l = ETUDE.projetLignes;
  return [
    ...(detailChargements ? [ligne(l.commissionnement, projets, (p) => libelleCommissionnement(p.commissionnement))] : []),
    ligne(l.bareme, projets, (p) => p.bareme_version ?? ''),
  ];
}


// ---- Health ----

function tarifSante(p: ProjetDetail): ResultatTarifSante {
  if (!estProjetSante(p) || !p.tarifs) throw new Error(`Projet ${p.id} : pas de tarif santé`);
  return p.tarifs;
}

function valeurNiveau(code: string, niveau: number | undefined): string {
  if (niveau === undefined) return '';
  const poste = POSTES.find((x) => x.code === code);
  const n = poste?.niveaux.find((x) => x.numValue === niveau);
  return ETUDE.niveau(niveau, n?.libelle ?? '');
}

function lignesGarantiesSante(projets: readonly ProjetDetail[]): string[][] {
  return POSTES.map((poste) => ligne(poste.libelle, projets, (p) => valeurNiveau(poste.code, p.niveaux_postes?.find((n) => n.code === poste.code)?.num_value)));
}

function blocsSante(projets: readonly ProjetDetail[], detailChargements: boolean): Bloc[] {
  const l = ETUDE.projetLignes;
  const caracteristiques = [
    ...lignesCommunesDebut(projets),
    ligne(l.codePostal, projets, (p) => `${p.code_postal ?? ''}${p.departement ? ` (${p.departement})` : ''}`),
    ligne(l.regime, projets, (p) => ETUDE.regimes[p.regime_social ?? ''] ?? ''),
    ligne(l.resiliation, projets, (p) => ouiNon(p.resiliation_infra_annuelle)),
    ligne(l.surcomplementaire, projets, (p) => ouiNon(p.sur_complementaire)),
    ...lignesCommunesFin(projets, detailChargements),
  ];
  const garanties = lignesGarantiesSante(projets);
  const structures = tarifSante(projets[0]).tarifs.map((t) => t.structure);
  const cotisations = structures.map((s) =>
    ligne(LIBELLES_STRUCTURE_SANTE[s], projets, (p) => {
      const t = tarifSante(p).tarifs.find((x) => x.structure === s)?.tarif;
      return t ? ETUDE.tauxPmss(fmt.taux(t.taux), fmt.euros(t.budget_mensuel)) : '';
    }),
  );
  const d0 = tarifSante(projets[0]).detail;
  // The price first: the client looks for it on page 1.
  const blocs: Bloc[] = [
    { type: 'titre', texte: ETUDE.sections.cotisations },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.structure), lignes: cotisations },
    { type: 'paragraphe', texte: ETUDE.noteSante(d0.pmss.annee, fmt.eurosRonds(d0.pmss.montant), fmt.taux(d0.chargements.tsa)), note: true },
  ];
  const pmssNonPublies = new Set(
    projets.map((p) => tarifSante(p).detail.pmss).filter((m) => !m.publie).map((m) => ETUDE.pmssNonPublie(m.annee, m.annee_reference)),
  );
  for (const texte of pmssNonPublies) blocs.push({ type: 'paragraphe', texte, note: true });
  blocs.push(
    { type: 'titre', texte: ETUDE.sections.projet },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.libelle), lignes: caracteristiques },
    { type: 'titre', texte: ETUDE.sections.garanties },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.garantie), lignes: garanties },
  );
  const avecSurco = projets.filter((p) => p.sur_complementaire);
  if (avecSurco.length) {
    const surcoStructures = tarifSante(avecSurco[0]).surcomplementaire.map((t) => t.structure);
    blocs.push(
      { type: 'titre', texte: ETUDE.sections.surcomplementaire },
      {
        type: 'tableau',
        colonnes: colonnes(projets, ETUDE.colonnes.structure),
        lignes: surcoStructures.map((s) =>
          ligne(LIBELLES_STRUCTURE_SANTE[s], projets, (p) => {
            if (!p.sur_complementaire) return ETUDE.nonSouscrite;
            const t = tarifSante(p).surcomplementaire.find((x) => x.structure === s)?.tarif;
            return t ? ETUDE.tauxPmss(fmt.taux(t.taux), fmt.euros(t.budget_mensuel)) : '';
          }),
        ),
      },
      { type: 'paragraphe', texte: `${tarifSante(avecSurco[0]).detail.surcomplementaire.libelle} — ${tarifSante(avecSurco[0]).detail.surcomplementaire.description}`, note: true },
      { type: 'paragraphe', texte: ETUDE.noteSurcomplementaire, note: true },
    );
  }
  if (!detailChargements) return blocs;
  const dt = ETUDE.detail;
  const detail: string[][] = [
    ...POSTES.map((poste) =>
      ligne(dt.coutPoste(poste.libelle), projets, (p) => {
        const c = tarifSante(p).detail.postes.find((x) => x.poste === poste.code);
        return c ? `${fmt.facteur(c.cout)} %` : '';
      }),
    ),
    ligne(dt.coutPur, projets, (p) => `${fmt.facteur(tarifSante(p).detail.cout_pur)} %`),
    ligne(dt.facteurAge, projets, (p) => {
      const f = tarifSante(p).detail.facteurs.age;
      return dt.facteurAvec(fmt.facteur(f.facteur), dt.ans(f.age_moyen));
    }),
    ligne(dt.facteurZone, projets, (p) => {
      const z = tarifSante(p).detail.facteurs.zone;
      return dt.facteurAvec(fmt.facteur(z.facteur), dt.zone(z.departement, z.zone));
    }),
    ligne(dt.facteurRegime, projets, (p) => dt.facteurAvec(fmt.facteur(tarifSante(p).detail.facteurs.regime.facteur))),
    ligne(dt.facteurTaille, projets, (p) => {
      const f = tarifSante(p).detail.facteurs.effectif_college;
      return dt.facteurAvec(fmt.facteur(f.facteur), dt.salaries(f.effectif));
    }),
    ligne(dt.fraisGestion, projets, (p) => fmt.taux(tarifSante(p).detail.chargements.frais_gestion)),
    ligne(dt.commissionnement, projets, (p) => fmt.taux(tarifSante(p).detail.chargements.commissionnement)),
    ligne(dt.tsa, projets, (p) => fmt.taux(tarifSante(p).detail.chargements.tsa)),
    ligne(dt.pmss, projets, (p) => {
      const m = tarifSante(p).detail.pmss;
      return `${fmt.eurosRonds(m.montant)} (${m.annee_reference})`;
    }),
  ];
  blocs.push(
    { type: 'titre', texte: ETUDE.sections.detail },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.libelle), lignes: detail },
    { type: 'paragraphe', texte: `${dt.arrondi} : ${d0.arrondi}`, note: true },
  );
  return blocs;
}

// ---- Provident ----

function tarifPrevoyance(p: ProjetDetail): ResultatTarifPrevoyance {
  if (!estProjetPrevoyance(p) || !p.tarifs) throw new Error(`Projet ${p.id} : pas de tarif prévoyance`);
  return p.tarifs;
}
const etatGaranties = (p: ProjetDetail): GarantiesPrevoyance => listeVersGaranties(p.garanties ?? []).garanties;
const lib = (code: keyof typeof CATALOGUE_PREVOYANCE) => CATALOGUE_PREVOYANCE[code].libelle;

function tranche(t: TrancheEducation, typePlancher: string): string {
  const base = ETUDE.trancheEducation(t.ageMin, t.ageMax, fmt.nombre(t.taux));
  if (!t.plancher) return base;
  return `${base}, ${ETUDE.plancher(typePlancher === 'pass' ? ETUDE.pctPass(fmt.nombre(t.plancher)) : fmt.eurosRonds(t.plancher))}`;
}

/** Rows of the guarantees table: [label, value per projet], section rows first. */
function lignesGarantiesPrevoyance(projets: readonly ProjetDetail[]): string[][] {
  const g = projets.map(etatGaranties);
  const G = ETUDE.groupes;
  const L = ETUDE.lignesGaranties;
  const row = (libelle: string, valeur: (x: GarantiesPrevoyance) => string) => [libelle, ...g.map(valeur)];
  const section = (libelle: string) => [libelle.toUpperCase(), ...g.map(() => '')];
  const si = (actif: (x: GarantiesPrevoyance) => boolean, valeur: (x: GarantiesPrevoyance) => string) => (x: GarantiesPrevoyance) =>
    actif(x) ? valeur(x) : ETUDE.nonSouscrite;

  const rows: string[][] = [
    section(G.decesPtia),
    row(lib('celibataire_veuf_divorce'), (x) => ETUDE.pctSalaire(fmt.nombre(x.decesPtia.celibataireVeufDivorce))),
    row(lib('marie_pacse_concubin'), (x) => ETUDE.pctSalaire(fmt.nombre(x.decesPtia.mariePacseConcubin))),
    row(lib('majoration'), (x) => ETUDE.pctSalaire(fmt.nombre(x.decesPtia.majoration))),
  ];
  if (g.some((x) => x.decesPtia.capitalDeces)) rows.push(row(lib('capital_deces'), (x) => ETUDE.pctPass(fmt.nombre(x.decesPtia.capitalDeces))));
  if (g.some((x) => x.decesPtia.capitalPredecesConjoint)) rows.push(row(lib('capital_predeces_conjoint'), (x) => ETUDE.pctCapitalMarie(fmt.nombre(x.decesPtia.capitalPredecesConjoint))));
  if (g.some((x) => x.decesPtia.capitalPredecesEnfant)) rows.push(row(lib('capital_predeces_enfant'), (x) => ETUDE.pctPmss(fmt.nombre(x.decesPtia.capitalPredecesEnfant))));
  rows.push(
    row(lib('capital_supplementaire_accident'), (x) => ouiNon(x.decesPtia.capitalSupplementaireAccident)),
    row(lib('capital_supplementaire_accident_circulation'), (x) => ouiNon(x.decesPtia.capitalSupplementaireAccidentCirculation)),
    row(lib('double_effet'), (x) => ouiNon(x.decesPtia.doubleEffet)),
    section(G.allocationObseques),
    row(L.montant, si((x) => x.allocationObseques.selected, (x) => ETUDE.pctPmss(fmt.nombre(x.allocationObseques.taux)))),
    section(G.renteEducation),
    row(
      L.rente,
      si(
        (x) => x.renteEducation.selected,
        (x) =>
          x.renteEducation.type === 'lineaire'
            ? tranche(x.renteEducation.lineaire, x.renteEducation.typePlancher)
            : [x.renteEducation.progressive.tranche1, x.renteEducation.progressive.tranche2, x.renteEducation.progressive.tranche3]
                .map((t) => tranche(t, x.renteEducation.typePlancher))
                .join('\n'),
      ),
    ),
  );
  if (g.some((x) => x.renteEducation.selected && x.renteEducation.handicap)) {
    rows.push(row(lib('handicap'), si((x) => x.renteEducation.selected, (x) => ETUDE.eurosParAn(fmt.eurosRonds(x.renteEducation.handicap)))));
  }
  if (g.some((x) => x.renteEducation.selected && x.renteEducation.forfaitHandicap)) {
    rows.push(row(lib('forfait_handicap'), si((x) => x.renteEducation.selected, (x) => fmt.eurosRonds(x.renteEducation.forfaitHandicap))));
  }
  rows.push(
    section(G.renteConjoint),
    row(
      L.rente,
      si(
        (x) => x.renteConjoint.selected,
        (x) => {
          const r = x.renteConjoint;
          const parts: string[] = [];
          if (r.type === 'fixe') {
            if (r.renteViagere) parts.push(ETUDE.renteConjointFixeViagere(fmt.nombre(r.renteFixe)));
            if (r.renteTemporaire) parts.push(ETUDE.renteConjointFixeTemporaire(fmt.nombre(r.renteFixe)));
          } else {
            if (r.renteViagere) parts.push(ETUDE.renteConjointFormuleViagere(fmt.nombre(r.renteFormule)));
            if (r.renteTemporaire) parts.push(ETUDE.renteConjointFormuleTemporaire(fmt.nombre(r.renteFormule)));
          }
          return parts.join('\n');
        },
      ),
    ),
    section(G.rentePersonneACharge),
    row(L.montant, si((x) => x.rentePersonneACharge.selected, (x) => ETUDE.eurosParAn(fmt.eurosRonds(x.rentePersonneACharge.montant)))),
    section(G.incapacite),
  );
  const inc = (x: GarantiesPrevoyance) => x.incapaciteInvalidite.selected;
  rows.push(
    row(L.indemniteJournaliere, si(inc, (x) => ETUDE.pctSalaireBrut(fmt.nombre(x.incapaciteInvalidite.ittIndemniteJournaliere)))),
    row(L.franchise, si(inc, (x) => ETUDE.franchise(joursFranchise(x.incapaciteInvalidite.ittFranchiseDuree), x.incapaciteInvalidite.ittFranchiseType))),
    row(
      L.rachatFranchise,
      si(inc, (x) =>
        x.incapaciteInvalidite.rachatFranchiseType === 'at_mp'
          ? lib('rachat_franchise_ccn_at_mp')
          : x.incapaciteInvalidite.rachatFranchiseType === 'tout'
            ? lib('rachat_franchise_ccn_tout')
            : ouiNon(x.incapaciteInvalidite.rachatFranchise),
      ),
    ),
    row(L.congeMat, si(inc, (x) => ouiNon(x.incapaciteInvalidite.congeMat))),
    section(G.invalidite),
    row(
      lib('non_pro_categorie_1_fixe'),
      si(inc, (x) =>
        x.incapaciteInvalidite.nonProCategorie1Type === 'calcule' ? ETUDE.categorie1Calculee : ETUDE.pctSalaireBrut(fmt.nombre(x.incapaciteInvalidite.nonProCategorie1Fixe)),
      ),
    ),
    row(lib('non_pro_categorie_2_3'), si(inc, (x) => ETUDE.pctSalaireBrut(fmt.nombre(x.incapaciteInvalidite.nonProCategorie23)))),
    row(lib('pro_taux_20_32_ccn'), si(inc, (x) => ETUDE.pctSalaireBrut(fmt.nombre(x.incapaciteInvalidite.proTaux2032Ccn)))),
    row(
      lib('pro_taux_33_65_ccn'),
      si(inc, (x) => (x.incapaciteInvalidite.proTaux3365Type === 'calcule' ? ETUDE.taux3365Calcule : ETUDE.pctSalaireBrut(fmt.nombre(x.incapaciteInvalidite.proTaux3365Fixe)))),
    ),
    row(lib('pro_taux_66'), si(inc, (x) => ETUDE.pctSalaireBrut(fmt.nombre(x.incapaciteInvalidite.proTaux66)))),
  );
  return rows;
}

function blocsPrevoyance(projets: readonly ProjetDetail[], detailChargements: boolean): Bloc[] {
  const l = ETUDE.projetLignes;
  const demographie = projets.some((p) => p.nombre_femmes !== null && p.nombre_femmes !== undefined);
  const t12 = projets.some((p) => p.type_masse_salariale === 'T12');
  const caracteristiques = [
    ...lignesCommunesDebut(projets),
    ...(demographie
      ? [
          ligne(l.nombreFemmes, projets, (p) => (p.nombre_femmes ?? '') + ''),
          ligne(l.nombreConjoints, projets, (p) => (p.nombre_conjoints ?? '') + ''),
          ligne(l.nombreEnfants, projets, (p) => (p.nombre_enfants ?? '') + ''),
        ]
      : []),
    ligne(l.typeMasse, projets, (p) => ETUDE.typesMasse[p.type_masse_salariale ?? ''] ?? ''),
    ligne(l.masseT1, projets, (p) => (p.masse_salariale_t1 !== null && p.masse_salariale_t1 !== undefined ? fmt.eurosRonds(p.masse_salariale_t1) : '')),
    ...(t12 ? [ligne(l.masseT2, projets, (p) => (p.type_masse_salariale === 'T12' && p.masse_salariale_t2 !== null && p.masse_salariale_t2 !== undefined ? fmt.eurosRonds(p.masse_salariale_t2) : '-'))] : []),
    ligne(l.portabilite, projets, (p) => ouiNon(p.portabilite_supra_legale === 'OUI')),
    ...lignesCommunesFin(projets, detailChargements),
  ];

  // Contributions: one row per tranche and figure; only T1 unless the projet is T1 + T2 (01 §2).
  const c = ETUDE.colonnesPrevoyance;
  const cotisations: string[][] = [];
  for (const tr of ['T1', 'T2'] as const) {
    if (tr === 'T2' && !t12) continue;
    const nom = tr === 'T1' ? ETUDE.trancheT1 : ETUDE.trancheT2;
    const ligneDe = (p: ProjetDetail) => (tr === 'T2' && p.type_masse_salariale !== 'T12' ? undefined : tarifPrevoyance(p).tarifs.find((x) => x.type_masse_salariale === tr)?.tarif);
    cotisations.push(
      ligne(`${nom} — ${c.taux}*`, projets, (p) => (ligneDe(p) ? fmt.taux(ligneDe(p)!.taux) : '-')),
      ligne(`${nom} — ${c.budgetAnnuel}`, projets, (p) => (ligneDe(p) ? fmt.euros(ligneDe(p)!.budget_annuel) : '-')),
      ligne(`${nom} — ${c.budgetMensuel}`, projets, (p) => (ligneDe(p) ? fmt.euros(ligneDe(p)!.budget_mensuel) : '-')),
    );
  }
  const lignesRetenues = (p: ProjetDetail) => tarifPrevoyance(p).tarifs.filter((x) => x.type_masse_salariale === 'T1' || p.type_masse_salariale === 'T12');
  // Sum of the shown (already rounded) budgets, in cents: what the client will pay per year.
  cotisations.push(
    ligne(`${ETUDE.total} — ${c.budgetAnnuel}`, projets, (p) => fmt.euros(lignesRetenues(p).reduce((s, x) => s + Math.round(x.tarif.budget_annuel * 100), 0) / 100)),
  );

  // The price first: the client looks for it on page 1.
  const blocs: Bloc[] = [
    { type: 'titre', texte: ETUDE.sections.cotisations },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.tranche), lignes: cotisations },
    { type: 'paragraphe', texte: ETUDE.notePrevoyanceBudget, note: true },
    { type: 'paragraphe', texte: ETUDE.notePrevoyanceAssociation, note: true },
  ];
  for (const p of projets) {
    const m = tarifPrevoyance(p).informations_minimum_legal;
    for (const texte of [m.t1, m.t1_deces]) if (texte) blocs.push({ type: 'paragraphe', texte: `${ETUDE.projet(p.id ?? 0)} — ${ETUDE.minimumLegal} : ${texte}` });
  }
  blocs.push(
    { type: 'titre', texte: ETUDE.sections.projet },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.libelle), lignes: caracteristiques },
    { type: 'titre', texte: ETUDE.sections.garanties },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.garantie), lignes: lignesGarantiesPrevoyance(projets) },
  );
  if (!detailChargements) return blocs;

  const dt = ETUDE.detail;
  const blocsCodes = tarifPrevoyance(projets[0]).detail.garanties.map((x) => x.code);
  const detail: string[][] = [];
  for (const code of blocsCodes) {
    for (const tr of ['T1', 'T2'] as const) {
      if (tr === 'T2' && !t12) continue;
      const libelle = tarifPrevoyance(projets[0]).detail.garanties.find((x) => x.code === code)!.libelle;
      // A guarantee no projet takes costs nothing: no line for it.
      const pris = projets.some((p) => (tarifPrevoyance(p).detail.garanties.find((y) => y.code === code)?.taux[tr] ?? 0) > 0);
      if (!pris) continue;
      detail.push(
        ligne(dt.garantie(libelle, tr), projets, (p) => {
          const x = tarifPrevoyance(p).detail.garanties.find((y) => y.code === code);
          const pur = x?.taux_pur[tr];
          const charge = x?.taux[tr];
          return pur === undefined || charge === undefined ? '-' : `${fmt.facteur(pur)} % / ${fmt.facteur(charge)} %`;
        }),
      );
    }
  }
  detail.push(
    ligne(dt.tauxDeces, projets, (p) => fmt.taux(tarifPrevoyance(p).detail.taux_deces.T1 ?? 0)),
    ligne(dt.tauxHorsAssociation, projets, (p) => fmt.taux(tarifPrevoyance(p).detail.taux_hors_association.T1 ?? 0)),
    ligne(dt.association, projets, (p) => fmt.taux(tarifPrevoyance(p).detail.cotisation_association)),
    ligne(dt.population, projets, (p) => {
      const po = tarifPrevoyance(p).detail.population;
      return po.source === 'saisie' ? dt.populationSaisie : dt.populationDefaut;
    }),
    ligne(dt.partFemmes, projets, (p) => fmt.part(tarifPrevoyance(p).detail.population.part_femmes)),
    ligne(dt.partConjoints, projets, (p) => fmt.part(tarifPrevoyance(p).detail.population.part_conjoints)),
    ligne(dt.enfantsParSalarie, projets, (p) => fmt.nombre(tarifPrevoyance(p).detail.population.enfants_par_salarie)),
    ligne(dt.salaireMoyen, projets, (p) => fmt.eurosRonds(tarifPrevoyance(p).detail.population.salaire_moyen_t1)),
    ligne(dt.risqueLibelle, projets, (p) => {
      const r = tarifPrevoyance(p).detail.risque;
      return dt.risque(r.section, r.classe);
    }),
    ligne(dt.facteurTaille, projets, (p) => dt.facteurAvec(fmt.facteur(tarifPrevoyance(p).detail.facteurs.taille))),
    ligne(dt.facteurPortabilite, projets, (p) => dt.facteurAvec(fmt.facteur(tarifPrevoyance(p).detail.facteurs.portabilite))),
    ligne(dt.securite, projets, (p) => fmt.taux(tarifPrevoyance(p).detail.chargements.securite)),
    ligne(dt.fraisGestion, projets, (p) => fmt.taux(tarifPrevoyance(p).detail.chargements.frais_gestion)),
    ligne(dt.commissionnement, projets, (p) => fmt.taux(tarifPrevoyance(p).detail.chargements.commissionnement)),
    ligne(dt.coefficient, projets, (p) => dt.facteurAvec(fmt.facteur(tarifPrevoyance(p).detail.chargements.coefficient))),
    ligne(dt.pmss, projets, (p) => {
      const m = tarifPrevoyance(p).detail.pmss;
      return `${fmt.eurosRonds(m.montant)} (${m.annee_reference})`;
    }),
    ligne(dt.pass, projets, (p) => fmt.eurosRonds(tarifPrevoyance(p).detail.pmss.pass)),
  );
  blocs.push(
    { type: 'titre', texte: ETUDE.sections.detail },
    { type: 'tableau', colonnes: colonnes(projets, ETUDE.colonnes.libelle), lignes: detail },
    { type: 'paragraphe', texte: `${dt.arrondi} : ${tarifPrevoyance(projets[0]).detail.arrondi}`, note: true },
  );
  return blocs;
}

/** The guarantees of one projet alone (no price): SSC levels per poste, SPC values — the employees' table of guarantees. */
export function blocsGaranties(projet: ProjetDetail): Bloc[] {
  const lignes = projet.produit.code === 'SSC' ? lignesGarantiesSante([projet]) : lignesGarantiesPrevoyance([projet]);
  return [{ type: 'tableau', colonnes: colonnes([projet], ETUDE.colonnes.garantie), lignes }];
}

/** The guarantees and price of one projet, as the study prints them (the membership request reuses them). */
export function blocsGarantiesEtTarif(projet: ProjetDetail): Bloc[] {
  return projet.produit.code === 'SSC' ? blocsSante([projet], false) : blocsPrevoyance([projet], false);
}

/** Both markets: the price, characteristics and guarantees (and, on request, the detail of the loadings). */
export function blocsProjets(projets: readonly ProjetDetail[], detailChargements: boolean): Bloc[] {
  return projets[0].produit.code === 'SSC' ? blocsSante(projets, detailChargements) : blocsPrevoyance(projets, detailChargements);
}
