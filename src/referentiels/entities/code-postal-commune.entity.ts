import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A town served by a postcode. */
@Entity('code_postal_commune')
export class CodePostalCommuneEntity {
  @PrimaryColumn({ type: 'char', length: 5 })
  codePostal!: string;

  @PrimaryColumn({ type: 'varchar', length: 5 })
  insee!: string;

  @Column({ type: 'text' })
  nom!: string;

  @Column({ type: 'varchar', length: 3 })
  departement!: string;
}
