/**
 * The regeneration form, without React: its values, the pure rules of src/domain/admin mapped onto
 * its fields (the resolver's work), and the request it sends.
 */
import { erreurFiltreLot, type DocumentRegenerable } from '../../../src/domain/admin';
import { ADMIN } from '../../../src/domain/messages';
import type { DemandeRegeneration } from './api';

export interface ValeursRegeneration {
  typeDocument: DocumentRegenerable;
  /** Digits, or empty for the filter. */
  projetId: string;
  codeProduit: string;
  codeDistributeur: string;
  baremeVersion: string;
  statut: string;
  depuis: string;
  jusqua: string;
}

export const VALEURS_INITIALES: ValeursRegeneration = {
  typeDocument: 'etude-personnalisee',
  projetId: '',
  codeProduit: '',
  codeDistributeur: '',
  baremeVersion: '',
  statut: '',
  depuis: '',
  jusqua: '',
};

export type ErreursRegeneration = Partial<Record<keyof ValeursRegeneration, string>>;

const JOUR = /^\d{4}-\d{2}-\d{2}$/;
const texte = (v: string) => (v.trim() === '' ? undefined : v.trim());

export function validerRegeneration(v: ValeursRegeneration): ErreursRegeneration {
  const erreurs: ErreursRegeneration = {};
  if (v.projetId.trim() !== '' && !/^\d{1,9}$/.test(v.projetId.trim())) erreurs.projetId = ADMIN.projetInvalide;
  for (const champ of ['depuis', 'jusqua'] as const) if (v[champ].trim() !== '' && !JOUR.test(v[champ].trim())) erreurs[champ] = ADMIN.dateInvalide;
  if (!erreurs.depuis && !erreurs.jusqua) {
    const periode = erreurFiltreLot({ depuis: texte(v.depuis), jusqua: texte(v.jusqua) });
    if (periode) erreurs.jusqua = periode;
  }
  return erreurs;
}

/** The request: one projet when its id is given, else the filter (empty fields left out). */
export function demandeRegeneration(v: ValeursRegeneration): DemandeRegeneration {
  if (v.projetId.trim() !== '') return { type_document: v.typeDocument, projet_id: Number(v.projetId.trim()) };
  return {
    type_document: v.typeDocument,
    filtre: {
      code_produit: texte(v.codeProduit),
      code_distributeur: texte(v.codeDistributeur),
      bareme_version: texte(v.baremeVersion),
      statut: texte(v.statut),
      depuis: texte(v.depuis),
      jusqua: texte(v.jusqua),
    },
  };
}
