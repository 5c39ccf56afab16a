import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Published monthly social-security ceiling of a year, whole euros. */
@Entity('pmss')
export class PmssEntity {
  @PrimaryColumn({ type: 'integer' })
  annee!: number;

  @Column({ type: 'integer' })
  montant!: number;
}
