/** Bounded memo on a Map (insertion order = recency): a hit moves to the end, the oldest is evicted. */
export class Memo<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly capacite: number) {
    if (!Number.isInteger(capacite) || capacite < 1) throw new Error('Capacité du cache invalide');
  }

  get(cle: string): V | undefined {
    const v = this.map.get(cle);
    if (v !== undefined) {
      this.map.delete(cle);
      this.map.set(cle, v);
    }
    return v;
  }

  set(cle: string, valeur: V): void {
    this.map.delete(cle);
    this.map.set(cle, valeur);
    if (this.map.size > this.capacite) this.map.delete(this.map.keys().next().value as string);
  }

  get taille(): number {
    return this.map.size;
  }
}
