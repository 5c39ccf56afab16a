import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DetailsEvenement, TypeActeur, TypeEvenement } from '../../domain/historique/evenement';

/** One thing that happened to a projet's file (append-only; migration ProjetEvenement1795700000000). */
@Entity('projet_evenement')
export class ProjetEvenementEntity {
  /** bigserial: read as a string by the driver. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'integer' })
  projetId!: number;

  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'timestamptz' })
  survenuLe!: Date;

  @Column({ type: 'varchar', length: 16 })
  acteurType!: TypeActeur;

  @Column({ type: 'varchar', length: 120, nullable: true })
  acteurLibelle!: string | null;

  @Column({ type: 'varchar', length: 40 })
  type!: TypeEvenement;

  @Column({ type: 'jsonb' })
  details!: DetailsEvenement;
}
