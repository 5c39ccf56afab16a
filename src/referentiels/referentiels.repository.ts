import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Ccn, Commune, Fonction, FormeJuridique, LignePmss, Naf } from '../domain/referentiels/types';
import { CcnEntity } from './entities/ccn.entity';
import { CodePostalCommuneEntity } from './entities/code-postal-commune.entity';
import { FonctionEntity } from './entities/fonction.entity';
import { FormeJuridiqueEntity } from './entities/forme-juridique.entity';
import { NafEntity } from './entities/naf.entity';
import { PmssEntity } from './entities/pmss.entity';

/** Whole-table reads of the referentials, mapped to the spec's snake_case shapes. */
@Injectable()
export class ReferentielsRepository {
  constructor(
    @InjectRepository(CcnEntity) private readonly ccn: Repository<CcnEntity>,
    @InjectRepository(NafEntity) private readonly naf: Repository<NafEntity>,
    @InjectRepository(CodePostalCommuneEntity) private readonly communes: Repository<CodePostalCommuneEntity>,
    @InjectRepository(PmssEntity) private readonly pmss: Repository<PmssEntity>,
    @InjectRepository(FormeJuridiqueEntity) private readonly formes: Repository<FormeJuridiqueEntity>,
    @InjectRepository(FonctionEntity) private readonly fonctions: Repository<FonctionEntity>,
  ) {}

  async toutesLesCcns(): Promise<Ccn[]> {
    const rows = await this.ccn.find();
    return rows.map((r) => ({
      id: r.id,
      idcc: r.idcc,
      libelle: r.libelle,
      libelle_court: r.libelleCourt,
      dares_valide: r.daresValide,
      lien_fiche: r.lienFiche,
    }));
  }

  /** The sub-classes ('62.01Z') brokers choose from, in code order. */
  async nafsSousClasses(): Promise<Naf[]> {
    const rows = await this.naf.find({ where: { niveau: 'sous-classe' }, order: { code: 'ASC' } });
    return rows.map((r) => ({ code: r.code, description: r.description }));
  }

  async toutesLesCommunes(): Promise<Commune[]> {
    const rows = await this.communes.find();
    return rows.map((r) => ({ code_postal: r.codePostal, insee: r.insee, nom: r.nom, departement: r.departement }));
  }

  async baremePmss(): Promise<LignePmss[]> {
    const rows = await this.pmss.find({ order: { annee: 'ASC' } });
    return rows.map((r) => ({ annee: r.annee, montant: r.montant }));
  }

  async formesJuridiques(): Promise<FormeJuridique[]> {
    const rows = await this.formes.find({ order: { ordre: 'ASC' } });
    return rows.map((r) => ({
      code: r.code,
      libelle: r.libelle,
      forme_sociale: r.formeSociale,
      libelle_long: r.libelleLong,
      categories_juridiques: r.categoriesJuridiques,
      activites: r.activites,
      pieces_justificatives: r.piecesJustificatives,
    }));
  }

  async fonctionsListe(): Promise<Fonction[]> {
    const rows = await this.fonctions.find({ order: { ordre: 'ASC' } });
    return rows.map((r) => ({ libelle: r.libelle }));
  }
}
