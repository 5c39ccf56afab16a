import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoredFileEntity } from './entities/stored-file.entity';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';

/** Files stored in the database (generated documents, uploaded pieces) and their download. */
@Module({
  imports: [TypeOrmModule.forFeature([StoredFileEntity])],
  controllers: [FilesController],
  providers: [FilesRepository],
  exports: [FilesRepository],
})
export class FilesModule {}
