import { Injectable } from '@nestjs/common';
import { HorlogeParis } from '../common/horloge';

/** The business "today" of the health module (injectable so tests can fix it). */
@Injectable()
export class HorlogeSante extends HorlogeParis {}
