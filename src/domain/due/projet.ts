import type { TypeCollege } from '../offres/catalogue';
import type { ProjetDue } from './types';

/** What the tunnel reads of a saved health projet (the entity's fields, without the ORM). */
export interface ProjetSourceDue {
  id: number;
  raisonSociale: string;
  siret: string | null;
  dateEffet: string;
  collegeType: TypeCollege;
  surComplementaire: boolean | null;
  effectif: number | null;
  ccn: { idcc: string | number; libelle_court?: string; libelle?: string } | null;
  codePostal: string | null;
  tarifs: unknown;
}

const nombre = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The projet as the tunnel and the kit read it (03 §3 'Project fields read'): the saved monthly
 * rate and budget of each health structure, the company's identity, the effective date.
 */
export function projetDue(p: ProjetSourceDue): ProjetDue {
  const lignes = (p.tarifs as { tarifs?: unknown } | null)?.tarifs;
  const tarifs = Array.isArray(lignes)
    ? lignes.flatMap((l: { structure?: unknown; tarif?: { taux?: unknown; budget_mensuel?: unknown } }) => {
        const taux = nombre(l?.tarif?.taux);
        const montant = nombre(l?.tarif?.budget_mensuel);
        return typeof l?.structure === 'string' && taux !== null && montant !== null ? [{ structure: l.structure, taux, montant }] : [];
      })
    : [];
  return {
    idProjet: p.id,
    raisonSociale: p.raisonSociale,
    siret: p.siret,
    dateEffet: p.dateEffet,
    typeCollege: p.collegeType,
    surComplementaire: p.surComplementaire === true,
    effectifGlobal: p.effectif,
    ccn: p.ccn ? { idcc: String(p.ccn.idcc), libelle: p.ccn.libelle_court ?? p.ccn.libelle ?? '' } : null,
    tarifs,
    adresse: { codePostal: p.codePostal ?? undefined },
  };
}
