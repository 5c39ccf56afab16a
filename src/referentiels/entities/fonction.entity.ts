import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Job title of a contact person or signatory. */
@Entity('fonction')
export class FonctionEntity {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  libelle!: string;

  @Column({ type: 'integer' })
  ordre!: number;
}
