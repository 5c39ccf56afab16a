import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Signataire } from '../../domain/signature/types';
import type { AvancementDossier } from '../../domain/souscription/progression';
import type { InformationsComplementaires, MethodeAffiliation, ModeAffiliation } from '../../domain/souscription/types';

/**
 * The subscription file of a projet (one per projet; migrations 1795300004000-Projets and
 * 1795302000000-SouscriptionDossier). Step 1 is stored as one JSON document in the wire shape;
 * step 2's affiliation choices are columns; progress is computed from the record, and a copy kept
 * for Mes clients (`avancement`, docs/adr/0084).
 */
@Entity('souscription')
export class SouscriptionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', unique: true })
  projetId!: number;

  /** Owner distributor: every query filters on it. */
  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'varchar', length: 128 })
  utilisateurId!: string;

  @Column({ type: 'varchar', length: 32, default: 'EN_COURS' })
  statut!: string;

  /** Step 1 as last saved (valid); null until the first save (the page then shows the prefill). */
  @Column({ type: 'jsonb', nullable: true })
  informationsComplementaires!: InformationsComplementaires | null;

  /** Step 2 choices: IMPORTER / AUTRES_MODES; null until chosen (the page shows the default). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  methodeAffiliation!: MethodeAffiliation | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  modeAffiliation!: ModeAffiliation | null;

  /** The signer as last saved (phone in E.164; migration 1795500000000-Signataire); null until saved. */
  @Column({ type: 'jsonb', nullable: true })
  signataire!: Signataire | null;

  /**
   * The file's progress as its last change left it (docs/adr/0084), written only by
   * SouscriptionService.recalculerAvancement in that change's transaction (never carried by a save
   * of the entity); null until computed (rows older than the migration 1795900840000).
   */
  @Column({ type: 'jsonb', nullable: true, select: false, insert: false, update: false })
  avancement?: AvancementDossier | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
