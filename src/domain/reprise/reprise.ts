import type { EtatTunnelDue } from '../due/types';
import { payeurDemande } from '../souscription/cotisation';
import type { InformationsComplementaires, ModeCotisation } from '../souscription/types';

/**
 * What is known is not asked twice (issue 27 item 3): a new subscription file or a DUE of a client
 * starts from what the client's earlier files (same distributor, another projet) and its own quote
 * already hold: the company's identity, the head office's address, the contact person, the
 * contribution mode (tariff structure). Pure: the services read the files, these rules choose.
 * Every value chosen here is a starting value: the broker changes it on the page like any other.
 */

/** A file of the same client: another projet's saved step 1, its DUE's etape 1, when it was last saved. */
export interface FichierAnterieur {
  idProjet: number;
  /** ISO timestamp of the last save (subscription or DUE, the later). */
  misAJour: string;
  informations: InformationsComplementaires | null;
  due: EtatTunnelDue['etape1'] | null;
}

/** A DUE's etape 1 that says something (a tunnel only started holds the quote's postcode alone). */
const dueRenseignee = (d: EtatTunnelDue['etape1'] | null): boolean => !!d && (d.structureTarifaire !== null || d.adresse.voie.trim() !== '');

/** One entry per projet from the subscriptions' and the DUEs' lists: both parts, the later save. */
export function regrouperFichiers(...listes: readonly (readonly FichierAnterieur[])[]): FichierAnterieur[] {
  const parProjet = new Map<number, FichierAnterieur>();
  for (const f of listes.flat()) {
    const a = parProjet.get(f.idProjet);
    parProjet.set(
      f.idProjet,
      a ? { idProjet: f.idProjet, misAJour: a.misAJour > f.misAJour ? a.misAJour : f.misAJour, informations: a.informations ?? f.informations, due: a.due ?? f.due } : f,
    );
  }
  return [...parProjet.values()];
}

/** The most recent file other than `idProjet` that holds something to take; null when none. */
export function fichierSource(fichiers: readonly FichierAnterieur[], idProjet: number): FichierAnterieur | null {
  return (
    [...fichiers]
      .map((f) => (dueRenseignee(f.due) ? f : { ...f, due: null }))
      .filter((f) => f.idProjet !== idProjet && (f.informations !== null || f.due !== null))
      .sort((a, b) => (a.misAJour === b.misAJour ? b.idProjet - a.idProjet : a.misAJour < b.misAJour ? 1 : -1))[0] ?? null
  );
}

const vide = (v: string | null | undefined) => !v || !v.trim();

/**
 * Step 1 of a new file from an earlier file's step 1: the company's legal form, activity, creation
 * date (and SIRET, NAF when the quote has none), the contact person, the address when it is the
 * quote's postcode (a quote priced elsewhere keeps its own postcode, the street is then asked), the
 * contribution mode when this quote priced it. The contract's nature, the regime, the medical study
 * and the frozen quote values (name, SIRET, IDCC, NAF) stay this file's own.
 */
export function reprendreInformations(base: InformationsComplementaires, source: InformationsComplementaires | null, modesDisponibles: readonly ModeCotisation[]): InformationsComplementaires {
  if (!source) return base;
  const e = base.entreprise_adherente;
  const s = source.entreprise_adherente;
  const a = source.adresse_siege_social;
  const memeLieu = vide(base.adresse_siege_social.code_postal) || base.adresse_siege_social.code_postal.trim() === a.code_postal.trim();
  const mode = source.cotisation?.mode_cotisation ?? null;
  // The activity belongs to its legal form: both from the same file.
  const forme = e.forme_juridique ? { forme_juridique: e.forme_juridique, activite: e.activite } : { forme_juridique: s.forme_juridique, activite: s.activite };
  return {
    ...base,
    entreprise_adherente: {
      ...e,
      siret: vide(e.siret) ? s.siret : e.siret,
      naf: e.naf ?? s.naf,
      ...forme,
      date_creation_administrative: e.date_creation_administrative ?? s.date_creation_administrative,
    },
    adresse_siege_social: memeLieu ? { ...a } : base.adresse_siege_social,
    interlocuteur: { ...source.interlocuteur },
    cotisation:
      base.cotisation && mode && modesDisponibles.includes(mode)
        ? { mode_cotisation: mode, payeur: payeurDemande(mode) ? (source.cotisation?.payeur ?? null) : null }
        : base.cotisation,
  };
}

/** The head office's street line of step 1 as the DUE writes it: '12 B rue de la Paix'. */
export function voieComplete(a: InformationsComplementaires['adresse_siege_social']): string {
  return [a.numero, a.indice_repetition, a.voie]
    .map((x) => x?.trim())
    .filter(Boolean)
    .join(' ');
}

export interface SourcesDue {
  /** This projet's own subscription step 1, when saved. */
  souscription: InformationsComplementaires | null;
  /** The client's most recent other file. */
  anterieur: FichierAnterieur | null;
}

/**
 * Etape 1 of a DUE that starts (03 §4 'reset when it starts'): the address from this projet's
 * subscription, else from the client's latest file (its step 1, else its DUE), when it is the
 * quote's postcode; the tariff structure from this projet's subscription, else the latest DUE, else
 * the quote's only priced structure — always one this quote priced; the call mode of the latest DUE
 * when it was for the same structure.
 */
export function reprendreEtatDue(base: EtatTunnelDue, sources: SourcesDue, structuresProposees: readonly ModeCotisation[]): EtatTunnelDue {
  const b = base.etape1;
  const info = sources.souscription ?? sources.anterieur?.informations ?? null;
  const dueAnt = sources.anterieur?.due ?? null;
  const adresse = info
    ? { voie: voieComplete(info.adresse_siege_social), codePostal: info.adresse_siege_social.code_postal.trim(), ville: info.adresse_siege_social.ville }
    : dueAnt
      ? dueAnt.adresse
      : null;
  const memeLieu = !!adresse && !vide(adresse.codePostal) && (vide(b.adresse.codePostal) || b.adresse.codePostal.trim() === adresse.codePostal);
  const proposee = (m: ModeCotisation | null | undefined): m is ModeCotisation => !!m && structuresProposees.includes(m);
  const candidats = [sources.souscription?.cotisation?.mode_cotisation, dueAnt?.structureTarifaire, structuresProposees.length === 1 ? structuresProposees[0] : null];
  const structure = b.structureTarifaire ?? candidats.find(proposee) ?? null;
  const appel = b.appelDeCotisation ?? (dueAnt && structure && dueAnt.structureTarifaire === structure ? dueAnt.appelDeCotisation : null);
  return {
    ...base,
    etape1: {
      structureTarifaire: structure,
      appelDeCotisation: appel,
      adresse: memeLieu && adresse ? { ...adresse } : b.adresse,
    },
  };
}
