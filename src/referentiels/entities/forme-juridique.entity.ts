import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ActiviteFormeJuridique, PieceJustificative } from '../../domain/referentiels/types';

/** Legal form with its activities and supporting pieces (kept as JSON: read whole, never queried inside). */
@Entity('forme_juridique')
export class FormeJuridiqueEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  code!: string;

  @Column({ type: 'integer' })
  ordre!: number;

  @Column({ type: 'text' })
  libelle!: string;

  @Column({ type: 'varchar', length: 60 })
  formeSociale!: string;

  @Column({ type: 'text' })
  libelleLong!: string;

  @Column({ type: 'jsonb' })
  categoriesJuridiques!: string[];

  @Column({ type: 'jsonb' })
  activites!: ActiviteFormeJuridique[];

  @Column({ type: 'jsonb' })
  piecesJustificatives!: PieceJustificative[];
}
