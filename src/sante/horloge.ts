import { Injectable } from '@nestjs/common';

/**
 * The business "today" of the health module (Europe/Paris calendar date, 'yyyy-mm-dd'). Injectable so
 * tests can fix it; recomputed at most once a second (the tarifer endpoint asks on every call).
 */
@Injectable()
export class HorlogeSante {
  private readonly format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
  private calculeA = 0;
  private jour = '';

  aujourdhui(): string {
    const maintenant = Date.now();
    if (maintenant - this.calculeA >= 1000 || maintenant < this.calculeA) {
      this.jour = this.format.format(maintenant);
      this.calculeA = maintenant;
    }
    return this.jour;
  }
}
