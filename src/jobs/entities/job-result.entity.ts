import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Result of a job run with an idempotency key: a second run with the same key returns it. */
@Entity('job_result')
export class JobResultEntity {
  @PrimaryColumn({ type: 'varchar', length: 512 })
  jobId!: string;

  @Column({ type: 'varchar', length: 128 })
  name!: string;

  @Column({ type: 'integer' })
  version!: number;

  /** Wrapped as {value} so a handler returning nothing is still a stored result. */
  @Column({ type: 'jsonb' })
  result!: { value: unknown };

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
