import { Inject, Injectable } from '@nestjs/common';
import { Horloge } from '../common/horloge';
import type { EtatTransaction } from '../domain/signature/types';
import { BUS_EVENEMENTS, type BusEvenements } from './bus-evenements';

/**
 * What the features call once a change is committed (never inside its transaction: a rolled-back
 * change is never told). Never throws: the change stands, a lost signal costs the broker a reload.
 */
@Injectable()
export class SignalDossiers {
  constructor(
    @Inject(BUS_EVENEMENTS) private readonly bus: BusEvenements,
    private readonly horloge: Horloge,
  ) {}

  /** A signature transaction of the projet moved to `etat`. */
  signature(codeDistributeur: string, projetId: number, etat: EtatTransaction): Promise<void> {
    return this.bus.publier(codeDistributeur, { nature: 'signature', projetId, etat, le: this.horloge.maintenant().toISOString() });
  }

  /** An e-mail of the projet could not be delivered. */
  mailNonRemis(codeDistributeur: string, projetId: number): Promise<void> {
    return this.bus.publier(codeDistributeur, { nature: 'mail-non-remis', projetId, le: this.horloge.maintenant().toISOString() });
  }
}
