import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReferentielsModule } from '../referentiels/referentiels.module';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';
import { ClientEntity } from './entities/client.entity';

/** Client companies (table client), scoped by the signed-in user's distributor. */
@Module({
  imports: [TypeOrmModule.forFeature([ClientEntity]), ReferentielsModule],
  controllers: [ClientsController],
  providers: [ClientsRepository, ClientsService],
  exports: [ClientsService],
})
export class ClientsModule {}
