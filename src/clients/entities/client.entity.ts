import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A broker's client company (table client, migration 1795300003000-Clients). */
@Entity('client')
export class ClientEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Owner distributor: every query filters on it. */
  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'char', length: 14, nullable: true })
  siret!: string | null;

  @Column({ type: 'varchar', length: 131 })
  raisonSociale!: string;

  /** cleRechercheRaisonSociale(raisonSociale): lower case, no accents. */
  @Column({ type: 'varchar', length: 131 })
  raisonSocialeRecherche!: string;

  /** Agreement id (integer IDCC, 9999 = none), references ccn(id). */
  @Column({ type: 'integer' })
  ccnId!: number;

  @Column({ type: 'varchar', length: 6, nullable: true })
  naf!: string | null;

  @Column({ type: 'integer' })
  effectifGlobal!: number;

  @Column({ type: 'integer', nullable: true })
  effectifCadre!: number | null;

  @Column({ type: 'integer', nullable: true })
  effectifNonCadre!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
