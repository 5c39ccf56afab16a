import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One supporting-document file of a subscription (migration 1795302050000); bytes in stored_file. */
@Entity('souscription_piece')
export class SouscriptionPieceEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  projetId!: number;

  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'varchar', length: 64 })
  code!: string;

  @Column({ type: 'uuid' })
  fichierId!: string;

  @Column({ type: 'varchar', length: 255 })
  nomFichier!: string;

  @Column({ type: 'varchar', length: 255 })
  typeMime!: string;

  @Column({ type: 'integer' })
  taille!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
