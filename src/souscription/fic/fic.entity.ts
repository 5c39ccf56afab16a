import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The FIC file of a projet (migration 1795302050000); bytes in stored_file. */
@Entity('souscription_fic')
export class SouscriptionFicEntity {
  @PrimaryColumn({ type: 'integer' })
  projetId!: number;

  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'uuid' })
  fichierId!: string;

  @Column({ type: 'varchar', length: 255 })
  nomFichier!: string;

  @Column({ type: 'varchar', length: 255 })
  typeMime!: string;

  /** true: the provider's model; false: the broker's own model (02 §2). */
  @Column({ type: 'boolean' })
  modeleFournisseur!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
