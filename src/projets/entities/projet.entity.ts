import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';
import type { CcnProjet, CodeProduit, EtatProjet, NafProjet, StatutProjet, TarifProjet, TypeCollege } from '../../domain/projets';
import type { NiveauResume, ResumeGarantiesPrevoyance } from '../../domain/projets/resume';
import type { GarantieListe } from '../../domain/pricing/prevoyance/garanties.types';
import type { RegimeObligatoire } from '../../domain/pricing/sante/types';

/** numeric and bigint come back from pg as strings; these columns hold plain numbers. */
export const enNombre: ValueTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | null) => (v === null || v === undefined ? null : Number(v)),
};

export type { CcnProjet, NafProjet } from '../../domain/projets/contrat';

export type ResumeListe = NiveauResume[] | ResumeGarantiesPrevoyance;

export interface NiveauPosteProjet {
  code: string;
  numValue: number;
}

/** Table projet (migration 1795300004000-Projets). */
@Entity('projet')
export class ProjetEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'varchar', length: 128 })
  utilisateurId!: string;

  @Column({ type: 'integer' })
  clientId!: number;

  @Column({ type: 'varchar', length: 3 })
  codeProduit!: CodeProduit;

  @Column({ type: 'integer' })
  produitId!: number;

  @Column({ type: 'varchar', length: 32, default: 'NOUVEAU' })
  statut!: StatutProjet;

  @Column({ type: 'varchar', length: 16, nullable: true })
  etat!: EtatProjet;

  @CreateDateColumn({ type: 'timestamptz' })
  dateCreation!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  dateModification!: Date;

  /** 'yyyy-mm-dd' (TypeORM hydrates date columns as strings). */
  @Column({ type: 'date' })
  dateEffet!: string;

  @Column({ type: 'varchar', length: 16 })
  collegeType!: TypeCollege;

  @Column({ type: 'integer' })
  collegeEffectif!: number;

  @Column({ type: 'integer' })
  collegeAgeMoyen!: number;

  @Column({ type: 'integer', nullable: true })
  effectif!: number | null;

  @Column({ type: 'integer', nullable: true })
  effectifCadre!: number | null;

  @Column({ type: 'integer', nullable: true })
  effectifNonCadre!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  ccn!: CcnProjet | null;

  @Column({ type: 'char', length: 14, nullable: true })
  siret!: string | null;

  @Column({ type: 'varchar', length: 131 })
  raisonSociale!: string;

  @Column({ type: 'varchar', length: 16 })
  commissionnementType!: string;

  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: enNombre })
  commissionnementTaux!: number;

  // Health (SSC)
  @Column({ type: 'char', length: 5, nullable: true })
  codePostal!: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  departement!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  regimeSocial!: RegimeObligatoire | null;

  @Column({ type: 'boolean', nullable: true })
  resiliationInfraAnnuelle!: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  surComplementaire!: boolean | null;

  @Column({ type: 'jsonb', nullable: true })
  niveauxPostes!: NiveauPosteProjet[] | null;

  // Provident (SPC)
  @Column({ type: 'jsonb', nullable: true })
  naf!: NafProjet | null;

  @Column({ type: 'integer', nullable: true })
  nombreFemmes!: number | null;

  @Column({ type: 'integer', nullable: true })
  nombreConjoints!: number | null;

  @Column({ type: 'integer', nullable: true })
  nombreEnfants!: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  typeMasseSalariale!: 'T1' | 'T12' | null;

  @Column({ type: 'bigint', nullable: true, transformer: enNombre })
  masseSalarialeT1!: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: enNombre })
  masseSalarialeT2!: number | null;

  @Column({ type: 'boolean', nullable: true })
  portabiliteSupraLegale!: boolean | null;

  @Column({ type: 'jsonb', nullable: true })
  garanties!: GarantieListe[] | null;

  /** What a list row shows of the guarantees: the levels (health) or the summary columns (provident). */
  @Column({ type: 'json' })
  resumeListe!: ResumeListe;

  /** The engine's whole answer (spec fields, barème version, breakdown). */
  @Column({ type: 'jsonb' })
  tarifs!: TarifProjet;

  @Column({ type: 'varchar', length: 64 })
  baremeVersion!: string;

  @Column({ type: 'jsonb', nullable: true })
  donneesFigees!: Record<string, unknown> | null;

  @Column({ type: 'timestamptz', nullable: true })
  archivedAt!: Date | null;
}
