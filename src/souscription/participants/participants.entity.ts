import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Participant } from '../../domain/souscription/participants';

/** A saved participant: always with its id (02 §5: complete only once saved). */
export type ParticipantEnregistre = Participant & { id: string };

/** Step 2's list of a subscription (migration 1795302050000): one row per projet; method and mode are on souscription. */
@Entity('souscription_participants')
export class SouscriptionParticipantsEntity {
  @PrimaryColumn({ type: 'integer' })
  projetId!: number;

  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  participants!: ParticipantEnregistre[];

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
