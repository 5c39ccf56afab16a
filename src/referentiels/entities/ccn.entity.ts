import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Collective agreement (table ccn, loaded by the Referentiels migration). id = IDCC as an integer. */
@Entity('ccn')
export class CcnEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'char', length: 4 })
  idcc!: string;

  @Column({ type: 'text' })
  libelle!: string;

  @Column({ type: 'text' })
  libelleCourt!: string;

  @Column({ type: 'boolean' })
  daresValide!: boolean;

  @Column({ type: 'text', nullable: true })
  lienFiche!: string | null;

  /** Legifrance container id (KALICONT…); null for 9999. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  kaliId!: string | null;
}
