import { Injectable } from '@nestjs/common';
import { HorlogeParis } from '../common/horloge';
import { AppConfig } from '../config/app-config';
import { estDateIso } from '../domain/rules/informations-tarifantes';

/**
 * The business "today" of the projets (Europe/Paris calendar date, 'yyyy-mm-dd'). In test mode
 * (NODE_ENV=test) a request may move it with the header `x-test-aujourdhui: yyyy-mm-dd`, so the
 * e2e suite can reach the expired-date states without waiting months; ignored otherwise.
 */
@Injectable()
export class HorlogeProjets extends HorlogeParis {
  constructor(private readonly config: AppConfig) {
    super();
  }

  aujourdhui(surcharge?: string | string[]): string {
    const valeur = Array.isArray(surcharge) ? surcharge[0] : surcharge;
    if (this.config.NODE_ENV === 'test' && valeur && estDateIso(valeur)) return valeur;
    return super.aujourdhui();
  }
}
