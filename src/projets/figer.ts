import { VERSION_MINIMA_PREVOYANCE } from '../domain/pricing/prevoyance/minima';
import { VERSION_MINIMA_SANTE } from '../domain/pricing/sante/minima';
import type { ProjetEntity } from './entities/projet.entity';
import { versDetail } from './projet.mapper';

/**
 * Freezes a projet's priced data (etat TARIFS_FIGES): what the price was locked with — the projet as
 * saved, the tariff and the data versions. Done by the subscription's hand-over and by the first DUE
 * document that prints the rates; a projet already frozen keeps its first freeze.
 */
export function figerProjet(projet: ProjetEntity, maintenant: Date): void {
  if (projet.etat === 'TARIFS_FIGES' && projet.donneesFigees) return;
  const detail = versDetail(projet);
  projet.donneesFigees = {
    fige_le: maintenant.toISOString(),
    projet: { ...detail, etat: 'TARIFS_FIGES' },
    tarifs: projet.tarifs,
    bareme_version: projet.baremeVersion,
    version_minima: projet.codeProduit === 'SSC' ? VERSION_MINIMA_SANTE : VERSION_MINIMA_PREVOYANCE,
  };
  projet.etat = 'TARIFS_FIGES';
}

/** What one freeze changed: enough to undo it (the projet before, and the freeze's own instant). */
export interface GelAnnulable {
  etat: ProjetEntity['etat'];
  donneesFigees: ProjetEntity['donneesFigees'];
  figeLe: string;
}

/**
 * Freezes like figerProjet and answers how to undo it: for a freeze that must go with a job the
 * queue may refuse (the DUE documents, both or neither). Null when the projet was frozen already.
 */
export function figerProjetAnnulable(projet: ProjetEntity, maintenant: Date): GelAnnulable | null {
  if (projet.etat === 'TARIFS_FIGES' && projet.donneesFigees) return null;
  const avant = { etat: projet.etat, donneesFigees: projet.donneesFigees };
  figerProjet(projet, maintenant);
  return { ...avant, figeLe: maintenant.toISOString() };
}

/** Undoes `gel` when it is still the projet's freeze (same instant); answers whether it did. */
export function annulerGel(projet: ProjetEntity, gel: GelAnnulable): boolean {
  if (projet.etat !== 'TARIFS_FIGES' || projet.donneesFigees?.fige_le !== gel.figeLe) return false;
  projet.etat = gel.etat;
  projet.donneesFigees = gel.donneesFigees;
  return true;
}
