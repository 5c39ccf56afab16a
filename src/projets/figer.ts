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
