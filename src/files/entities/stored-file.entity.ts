import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file kept in the database (generated PDFs, uploaded pieces), always owned by one distributor. */
@Entity('stored_file')
export class StoredFileEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Access scope: only users of this distributor may read the file. */
  @Column({ type: 'varchar', length: 64 })
  codeDistributeur!: string;

  /** What the file is, e.g. 'etude-personnalisee', 'descriptif-prestations', 'kit-due', 'piece'. */
  @Column({ type: 'varchar', length: 64 })
  kind!: string;

  /** What the file belongs to (e.g. 'projet'), with ownerId; both null for free-standing files. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ownerType!: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  ownerId!: string | null;

  /** Download name shown to the user (may contain accents). */
  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 255 })
  contentType!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  /** Not selected by default: listings must not pull the bytes. */
  @Column({ type: 'bytea', select: false })
  bytes!: Buffer;

  /**
   * Key of the job run that made a generated document (ADR 0024): unique per distributor, so a
   * rerun after a crash finds the file it already stored. Null for uploads.
   */
  @Column({ type: 'varchar', length: 600, nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
