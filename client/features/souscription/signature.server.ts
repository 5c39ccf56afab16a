import type { AppLoadContext } from 'react-router';
import { Horloge } from '../../../src/common/horloge';
import type { RefusSignature } from '../../../src/domain/signature/refus';
import type { ClotureContrat } from '../../../src/domain/signature/types';
import { SignatureService } from '../../../src/signature/signature.service';
import { KitSouscriptionService, type GroupeSouscriptionVue } from '../../../src/souscription/documents/kit-souscription.service';

type Utilisateur = NonNullable<AppLoadContext['user']>;

export interface DonneesSignature {
  cloture: ClotureContrat | null;
  /** The latest transaction's refusal: who, when, why (issue 27 item 4). */
  refus: RefusSignature | null;
  today: string;
  /** The documents kit's groups (02 step 4); null when it could not be read (the section says so). */
  documents: GroupeSouscriptionVue[] | null;
}

/** Step 4's data (the frame already checked the projet): the contract closing of the last closed transaction, and the documents kit. */
export async function chargerSignature(context: AppLoadContext, utilisateur: Utilisateur, idProjet: string | undefined): Promise<DonneesSignature> {
  const today = context.nest.get(Horloge).aujourdhui();
  if (!idProjet || !/^\d{1,9}$/.test(idProjet)) return { cloture: null, refus: null, today, documents: null };
  const signature = context.nest.get(SignatureService);
  const [cloture, refus] = await Promise.all([signature.cloture(Number(idProjet), utilisateur.codeDistributeur), signature.refus(Number(idProjet), utilisateur.codeDistributeur)]);
  const documents = await context.nest
    .get(KitSouscriptionService)
    .lister(utilisateur, [Number(idProjet)])
    .catch(() => null);
  return { cloture, refus, today, documents };
}
