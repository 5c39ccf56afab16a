import type { AppLoadContext } from 'react-router';
import { Horloge } from '../../../src/common/horloge';
import type { ClotureContrat } from '../../../src/domain/signature/types';
import { SignatureService } from '../../../src/signature/signature.service';

type Utilisateur = NonNullable<AppLoadContext['user']>;

/** Step 4's data (the frame already checked the projet): the contract closing of the last closed transaction. */
export async function chargerSignature(context: AppLoadContext, utilisateur: Utilisateur, idProjet: string | undefined): Promise<{ cloture: ClotureContrat | null; today: string }> {
  const today = context.nest.get(Horloge).aujourdhui();
  if (!idProjet || !/^\d{1,9}$/.test(idProjet)) return { cloture: null, today };
  return { cloture: await context.nest.get(SignatureService).cloture(Number(idProjet), utilisateur.codeDistributeur), today };
}
