import { Injectable } from '@nestjs/common';
import { comparerCcns, indexerCcns, rechercherCcns } from '../domain/referentiels/ccn';
import { codePostalFormatValide, departementDuCodePostal, validerCodePostal, ValidationCodePostal } from '../domain/referentiels/code-postal';
import { Plafonds, plafondsPourDate } from '../domain/referentiels/pmss';
import type { Ccn, Commune, Fonction, FormeJuridique, Naf } from '../domain/referentiels/types';
import { ReferentielsRepository } from './referentiels.repository';
import { memoiser, mettreEnCache, ReponseEnCache } from './reponse-en-cache';

/**
 * The referentials, read from the database once and then served from memory (they only change
 * with a migration). Pages call these methods in process; the controller sends the cached JSON.
 */
@Injectable()
export class ReferentielsService {
  constructor(private readonly repository: ReferentielsRepository) {}

  private readonly ccnsEnMemoire = memoiser(async () => {
    const liste = (await this.repository.toutesLesCcns()).sort(comparerCcns);
    return { liste, parId: new Map(liste.map((c) => [c.id, c])), index: indexerCcns(liste), reponse: mettreEnCache(liste) };
  });

  private readonly nafsEnMemoire = memoiser(async () => {
    const liste = await this.repository.nafsSousClasses();
    return { liste, reponse: mettreEnCache(liste) };
  });

  private readonly fonctionsEnMemoire = memoiser(async () => {
    const liste = await this.repository.fonctionsListe();
    return { liste, reponse: mettreEnCache(liste) };
  });

  private readonly formesEnMemoire = memoiser(async () => {
    const liste = await this.repository.formesJuridiques();
    return { liste, reponse: mettreEnCache(liste) };
  });

  private readonly pmssEnMemoire = memoiser(() => this.repository.baremePmss());

  /**
   * Loads, once, what a subscription's step 1 is checked against (legal forms, communes): the
   * subscription computes its progress inside its writers' transactions (docs/adr/0084), where a
   * first load would wait for the one connection of the embedded database that the transaction holds.
   */
  async chargerEtape1(): Promise<void> {
    await Promise.all([this.formesEnMemoire(), this.communesEnMemoire()]);
  }

  private readonly communesEnMemoire = memoiser(async () => {
    const parCodePostal = new Map<string, Commune[]>();
    for (const c of await this.repository.toutesLesCommunes()) {
      const liste = parCodePostal.get(c.code_postal);
      if (liste) liste.push(c);
      else parCodePostal.set(c.code_postal, [c]);
    }
    // French order ('Éloise' with the E's), whatever the database collation.
    for (const liste of parCodePostal.values()) liste.sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
    return parCodePostal;
  });


  /** GET /ccns order: by IDCC, then short label. */
  async ccns(): Promise<Ccn[]> {
    return (await this.ccnsEnMemoire()).liste;
  }

  async ccnsReponse(): Promise<ReponseEnCache> {
    return (await this.ccnsEnMemoire()).reponse;
  }

  async ccn(id: number): Promise<Ccn | undefined> {
    return (await this.ccnsEnMemoire()).parId.get(id);
  }

  /** 'Rechercher par IDCC ou libellé' on the server (same rule as the page's autocomplete). */
  async rechercherCcns(recherche: string, limite?: number): Promise<Ccn[]> {
    return rechercherCcns((await this.ccnsEnMemoire()).index, recherche, limite);
  }

  /** NAF sub-classes ('62.01Z'), in code order. */
  async nafs(): Promise<Naf[]> {
    return (await this.nafsEnMemoire()).liste;
  }

  async nafsReponse(): Promise<ReponseEnCache> {
    return (await this.nafsEnMemoire()).reponse;
  }

  async fonctions(): Promise<Fonction[]> {
    return (await this.fonctionsEnMemoire()).liste;
  }

  async fonctionsReponse(): Promise<ReponseEnCache> {
    return (await this.fonctionsEnMemoire()).reponse;
  }

  async formesJuridiques(): Promise<FormeJuridique[]> {
    return (await this.formesEnMemoire()).liste;
  }

  async formesJuridiquesReponse(): Promise<ReponseEnCache> {
    return (await this.formesEnMemoire()).reponse;
  }

  /** PMSS and PASS in force on a date (yyyy-mm-dd); null when malformed or before the first known year. */
  async plafonds(date: string): Promise<Plafonds | null> {
    return plafondsPourDate(date, await this.pmssEnMemoire());
  }

  /** Towns served by a postcode, by name; empty for an unknown or malformed one. */
  async communes(codePostal: string): Promise<Commune[]> {
    if (!codePostalFormatValide(codePostal)) return [];
    return (await this.communesEnMemoire()).get(codePostal) ?? [];
  }

  /**
   * GET /code-postal/valider: 5 digits, known, in a covered department and, when the department of a
   * projet's pricing postcode is given (src/projets/code-postal.controller.ts), in that department.
   */
  async validerCodePostal(codePostal: string, departementAttendu: string | null = null): Promise<ValidationCodePostal> {
    return validerCodePostal(codePostal, await this.communes(codePostal), departementAttendu);
  }

  /** The department of a postcode (Corsica and overseas by their towns); null when unknown. */
  async departement(codePostal: string): Promise<string | null> {
    return departementDuCodePostal(codePostal, await this.communes(codePostal));
  }
}
