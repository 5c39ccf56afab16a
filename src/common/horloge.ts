import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The application's one clock: the business "today" (the Europe/Paris calendar date,
 * 'yyyy-mm-dd') and the current instant. Pure rules take them as parameters; services, controllers
 * and page loaders inject Horloge; tests replace it with `overrideProvider(Horloge)` (ADR 0021).
 */
@Injectable()
export class Horloge {
  private readonly format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
  private calculeA = 0;
  private jour = '';

  /** Recomputed at most once a second: the pricing endpoints ask for it on every call. */
  aujourdhui(): string {
    const maintenant = Date.now();
    if (maintenant - this.calculeA >= 1000 || maintenant < this.calculeA) {
      this.jour = this.format.format(maintenant);
      this.calculeA = maintenant;
    }
    return this.jour;
  }

  maintenant(): Date {
    return new Date();
  }
}

/** Provides the clock once, to every module. */
@Global()
@Module({ providers: [Horloge], exports: [Horloge] })
export class HorlogeModule {}
