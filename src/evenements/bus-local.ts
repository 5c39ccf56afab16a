import { apres, idSuivant, lireId, type EvenementDossier, type NouvelEvenement } from '../domain/evenements/evenement';
import { Ecouteurs, EVENEMENTS_GARDES, type BusEvenements } from './bus-evenements';

/** The bus of a process alone (no REDIS_URL): numbered here, the recent events of each distributor kept in memory. */
export class BusLocal implements BusEvenements {
  readonly nom = 'en mémoire';
  private readonly ecouteurs = new Ecouteurs();
  private readonly recents = new Map<string, EvenementDossier[]>();
  private dernier: [number, number] | null = null;

  constructor(
    private readonly maintenant: () => number = Date.now,
    private readonly gardes = EVENEMENTS_GARDES,
  ) {}

  async publier(codeDistributeur: string, nouvel: NouvelEvenement): Promise<void> {
    this.dernier = idSuivant(this.dernier, this.maintenant());
    const e: EvenementDossier = { id: `${this.dernier[0]}-${this.dernier[1]}`, ...nouvel };
    let liste = this.recents.get(codeDistributeur);
    if (!liste) this.recents.set(codeDistributeur, (liste = []));
    liste.push(e);
    if (liste.length > this.gardes) liste.splice(0, liste.length - this.gardes);
    this.ecouteurs.diffuser(codeDistributeur, e);
  }

  ecouter(codeDistributeur: string, ecouteur: (e: EvenementDossier) => void): () => void {
    return this.ecouteurs.ajouter(codeDistributeur, ecouteur);
  }

  async depuis(codeDistributeur: string, dernierId: string, limite: number): Promise<EvenementDossier[]> {
    const borne = lireId(dernierId);
    if (!borne) return [];
    return (this.recents.get(codeDistributeur) ?? []).filter((e) => apres(lireId(e.id)!, borne)).slice(0, limite);
  }

  async fermer(): Promise<void> {
    this.recents.clear();
  }
}
