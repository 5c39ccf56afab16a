/** Small LRU on a Map (insertion order = recency): get moves the key to the end, set evicts the oldest. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly capacite: number) {
    if (!Number.isInteger(capacite) || capacite < 1) throw new Error('Capacité du cache invalide');
  }

  get(cle: K): V | undefined {
    const v = this.map.get(cle);
    if (v !== undefined) {
      this.map.delete(cle);
      this.map.set(cle, v);
    }
    return v;
  }

  set(cle: K, valeur: V): void {
    this.map.delete(cle);
    this.map.set(cle, valeur);
    if (this.map.size > this.capacite) this.map.delete(this.map.keys().next().value as K);
  }

  get taille(): number {
    return this.map.size;
  }
}
