/**
 * The business "today": the Europe/Paris calendar date as 'yyyy-mm-dd'. Pure rules take it as a
 * parameter; modules inject a subclass so a test can fix the day of one area. Recomputed at most
 * once a second because the pricing endpoints ask for it on every call.
 */
export class HorlogeParis {
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
