/**
 * The 'Informations entreprise' form, without React (spec 01 §2, §5 Company): values, the pure rules
 * of src/domain/eligibilite/saisie-entreprise.ts mapped onto its fields, the client payload of POST/PUT
 * /api/client and what is kept in session state afterwards.
 */
import type { EligibiliteEntreprise } from '../../../src/domain/eligibilite/entreprise';
import {
  ID_CCN_SANS_CONVENTION,
  normaliserRaisonSociale,
  regleSiretEligible,
  validerEffectifsColleges,
  validerFormulaireEntreprise,
  validerSiret,
} from '../../../src/domain/eligibilite/saisie-entreprise';
import { estFormatSiret, masquerSiret, normaliserSiret } from '../../../src/domain/siret';
import type { CcnChoisie, InformationsEntrepriseState } from '../../state';
import type { ClientEntreprise } from './types';

/** What a selected client carries that the form does not show, kept so that saving does not erase it. */
export interface DonneesConservees {
  naf: string | null;
  effectifCadre: number | null;
  effectifNonCadre: number | null;
}

export const RIEN_A_CONSERVER: DonneesConservees = { naf: null, effectifCadre: null, effectifNonCadre: null };

/** One of the distributor's clients, picked from the suggestions (or restored from the session). */
export interface ClientChoisi {
  id: number;
  siret: string | null;
  conserve: DonneesConservees;
}

export interface ValeursEntreprise {
  /** The existing client being filled in (PUT on save), or null (POST). Not a visible field. */
  client: ClientChoisi | null;
  siretConnu: boolean;
  /** As shown in the field: grouped 3-3-3-4 while typing ('362 521 879 00034'). */
  siret: string;
  raisonSociale: string;
  effectifTotal: number | null;
  ccn: CcnChoisie | null;
  /** Toggle 'no CCN': the agreement is then 9999 'Sans convention collective'. */
  sansCcn: boolean;
}

export type ChampEntreprise = 'siret' | 'raisonSociale' | 'effectifTotal' | 'ccn';
export type ErreursFormulaire = Partial<Record<ChampEntreprise, string>>;

export const VALEURS_VIDES: ValeursEntreprise = {
  client: null,
  siretConnu: true,
  siret: '',
  raisonSociale: '',
  effectifTotal: null,
  ccn: null,
  sansCcn: false,
};

export function valeursDepuisEtat(etat: InformationsEntrepriseState): ValeursEntreprise {
  return {
    client:
      etat.clientId === null
        ? null
        : {
            id: etat.clientId,
            siret: etat.siret,
            conserve: { naf: etat.naf, effectifCadre: etat.effectifCadre, effectifNonCadre: etat.effectifNonCadre },
          },
    siretConnu: etat.siretConnu,
    siret: etat.siretConnu ? masquerSiret(etat.siret) : '',
    raisonSociale: etat.raisonSociale,
    effectifTotal: etat.effectifTotal,
    ccn: etat.ccn,
    sansCcn: etat.ccn?.id === ID_CCN_SANS_CONVENTION,
  };
}

/**
 * Every field's first failing rule. Besides the form rules, 03 §5 'SIRET validity, checked
 * remotely': a SIRET the register check found INVALIDE fails with 'Le SIRET est invalide'.
 */
export function erreursEntreprise(v: ValeursEntreprise, eligibilite: EligibiliteEntreprise | null): ErreursFormulaire {
  const regles = validerFormulaireEntreprise({
    siretConnu: v.siretConnu,
    siret: v.siret,
    raisonSociale: v.raisonSociale,
    effectifTotal: v.effectifTotal,
    idCcn: v.ccn?.id ?? null,
  });
  const erreurs: ErreursFormulaire = {};
  const siret = regles.siret ?? (v.siretConnu ? regleSiretEligible(eligibilite?.code, eligibilite?.raison ?? null) : null);
  if (siret) erreurs.siret = siret;
  if (regles.raisonSociale) erreurs.raisonSociale = regles.raisonSociale;
  if (regles.effectifTotal) erreurs.effectifTotal = regles.effectifTotal;
  if (regles.idCcn) erreurs.ccn = regles.idCcn;
  return erreurs;
}

/** The way on is closed for a company the register found not eligible (its banner says why). */
export function entrepriseNonEligible(v: Pick<ValeursEntreprise, 'siretConnu'>, eligibilite: EligibiliteEntreprise | null): boolean {
  return v.siretConnu && eligibilite?.code === 'INVALIDE';
}

/** The SIRET to check with the register (14 digits, valid key), or null while it is not one. */
export function siretAVerifier(v: Pick<ValeursEntreprise, 'siretConnu' | 'siret'>): string | null {
  if (!v.siretConnu || validerSiret(v.siret, true) !== null) return null;
  return normaliserSiret(v.siret);
}

export interface CorpsClient {
  id?: number;
  siret: string | null;
  raison_sociale: string;
  ccn: { id: number };
  naf?: string;
  demographie: { effectif_global: number; effectif_cadre?: number; effectif_non_cadre?: number };
  type: 'entreprise';
}

/**
 * The client a save updates: the selected one while its SIRET is the one in the field (a client
 * saved without SIRET stays selected whatever is typed); null means a new client.
 */
export function clientActif(v: Pick<ValeursEntreprise, 'client' | 'siretConnu' | 'siret'>): ClientChoisi | null {
  const c = v.client;
  if (!c) return null;
  if (c.siret === null) return c;
  return v.siretConnu && normaliserSiret(v.siret) === c.siret ? c : null;
}

/**
 * The client a save updates: the selected one (see clientActif), else the distributor's client that
 * already has the typed SIRET (saving it again would be refused as a duplicate), else null (new).
 */
export function clientASauvegarder(v: Pick<ValeursEntreprise, 'client' | 'siretConnu' | 'siret'>, clientsAvecSiret: readonly ClientEntreprise[]): ClientChoisi | null {
  const actif = clientActif(v);
  if (actif || !v.siretConnu) return actif;
  const siret = normaliserSiret(v.siret);
  const connu = estFormatSiret(siret) ? clientsAvecSiret.find((c) => c.siret === siret) : undefined;
  return connu ? { id: connu.id, siret: connu.siret, conserve: conserveDuClient(connu) } : null;
}

/** Body of POST /api/client (no id) or PUT /api/client/{id}. Call it on valid values only. */
export function corpsClient(v: ValeursEntreprise, conserve: DonneesConservees, id?: number): CorpsClient {
  const effectif = v.effectifTotal ?? 0;
  const demographie: CorpsClient['demographie'] = { effectif_global: effectif };
  // College headcounts stay only while they still fit the new total.
  if (validerEffectifsColleges(effectif, conserve.effectifCadre, conserve.effectifNonCadre) === null) {
    if (conserve.effectifCadre !== null) demographie.effectif_cadre = conserve.effectifCadre;
    if (conserve.effectifNonCadre !== null) demographie.effectif_non_cadre = conserve.effectifNonCadre;
  }
  const corps: CorpsClient = {
    siret: v.siretConnu ? normaliserSiret(v.siret) : null,
    raison_sociale: normaliserRaisonSociale(v.raisonSociale),
    ccn: { id: v.ccn?.id ?? 0 },
    demographie,
    type: 'entreprise',
  };
  if (id !== undefined) corps.id = id;
  if (conserve.naf) corps.naf = conserve.naf;
  return corps;
}

/** The agreement of a client, completed from the referential when it is there (for the sheet link). */
export function ccnDuClient(client: ClientEntreprise, ccns: readonly CcnChoisie[] | null): CcnChoisie {
  return ccns?.find((c) => c.id === client.ccn.id) ?? { ...client.ccn, lien_fiche: null };
}

/** Selecting one of the distributor's clients fills the form with what was saved for it. */
export function valeursDepuisClient(client: ClientEntreprise, ccns: readonly CcnChoisie[] | null): ValeursEntreprise {
  const ccn = ccnDuClient(client, ccns);
  return {
    client: { id: client.id, siret: client.siret, conserve: conserveDuClient(client) },
    siretConnu: client.siret !== null,
    siret: masquerSiret(client.siret),
    raisonSociale: client.raison_sociale,
    effectifTotal: client.demographie.effectif_global,
    ccn,
    sansCcn: ccn.id === ID_CCN_SANS_CONVENTION,
  };
}

export function conserveDuClient(client: ClientEntreprise): DonneesConservees {
  return { naf: client.naf, effectifCadre: client.demographie.effectif_cadre, effectifNonCadre: client.demographie.effectif_non_cadre };
}

/** Field of an API refusal (`erreurs[].champ`) on the form, if it is one of its fields. */
export function champDuFormulaire(champApi: string): ChampEntreprise | null {
  if (champApi === 'siret') return 'siret';
  if (champApi === 'raison_sociale') return 'raisonSociale';
  if (champApi === 'demographie' || champApi.startsWith('demographie.effectif_global')) return 'effectifTotal';
  if (champApi === 'ccn' || champApi.startsWith('ccn.')) return 'ccn';
  return null;
}

/** The company module of the session state once the client is saved. */
export function etatEntreprise(
  v: ValeursEntreprise,
  client: ClientEntreprise,
  eligibilite: EligibiliteEntreprise | null,
  ccns: readonly CcnChoisie[] | null,
): InformationsEntrepriseState {
  return {
    clientId: client.id,
    siretConnu: v.siretConnu,
    siret: v.siretConnu ? normaliserSiret(v.siret) : null,
    raisonSociale: client.raison_sociale,
    effectifTotal: client.demographie.effectif_global,
    ccn: v.ccn && v.ccn.id === client.ccn.id ? v.ccn : ccnDuClient(client, ccns),
    eligibilite: v.siretConnu ? eligibilite : null,
    naf: client.naf,
    effectifCadre: client.demographie.effectif_cadre,
    effectifNonCadre: client.demographie.effectif_non_cadre,
  };
}
