import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NiveauNaf } from '../../domain/referentiels/types';

/** NAF rév. 2 entry, every level (division to sous-classe). */
@Entity('naf')
export class NafEntity {
  @PrimaryColumn({ type: 'varchar', length: 6 })
  code!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 12 })
  niveau!: NiveauNaf;
}
