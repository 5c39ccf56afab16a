import { Injectable } from '@nestjs/common';
import { HorlogeParis } from '../common/horloge';

/** The business "today" of the provident module (injectable so tests can fix it). */
@Injectable()
export class HorlogePrevoyance extends HorlogeParis {}
