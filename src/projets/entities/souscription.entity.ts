import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Hand-over of a projet to the subscription (one per projet); the subscription flow builds on it. */
@Entity('souscription')
export class SouscriptionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', unique: true })
  projetId!: number;

  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'varchar', length: 128 })
  utilisateurId!: string;

  @Column({ type: 'varchar', length: 32, default: 'EN_COURS' })
  statut!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
