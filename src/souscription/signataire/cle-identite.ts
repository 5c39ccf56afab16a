import { createHash } from 'node:crypto';
import { identiteSignataire } from '../../domain/signature/signataire';

/**
 * sha256 (hex) of 'NOM|PRENOM|yyyy-mm-dd' (see identiteSignataire): what the mobile registry keeps
 * instead of the identity itself. Null when the identity is incomplete. Server only (node:crypto).
 */
export function cleIdentite(nom: string | null | undefined, prenom: string | null | undefined, dateNaissance: string | null | undefined): string | null {
  const identite = identiteSignataire(nom, prenom, dateNaissance);
  return identite === null ? null : createHash('sha256').update(identite, 'utf8').digest('hex');
}
