import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../../auth/utilisateur';
import { Horloge } from '../../common/horloge';
import { IdentifiantChemin } from '../../common/identifiant';
import { SIGNATURE, SOUSCRIPTION } from '../../domain/messages';
import type { VueSouscription } from '../../domain/souscription';
import { LimiteTelephone } from '../../securite/limites/limites.decorators';
import { SouscriptionDto } from '../dto/souscription-reponses.dto';
import { SignataireSaisiDto, ValiderTelephoneDto } from '../dto/signataire.dto';
import { SignataireService } from './signataire.service';

const IdProjet = () => IdentifiantChemin('id', { distributeur: 'projet', description: 'Identifiant du projet' });
const REFUS_TELEPHONE = `${SIGNATURE.telephoneNonPortable} / ${SIGNATURE.telephoneDejaUtilise} / ${SIGNATURE.telephoneInvalidable}`;

/** The subscription's signer and its mobile (02 §5, §7; brief §4.3). */
@ApiTags('souscription')
@Controller()
export class SignataireController {
  constructor(
    private readonly signataire: SignataireService,
    private readonly horloge: Horloge,
  ) {}

  @Post('signature/telephone/valider')
  @HttpCode(204)
  @LimiteTelephone()
  @ApiOperation({ summary: 'Vérifie le portable du signataire : format (portable métropole ou outre-mer) et non utilisé par une autre identité (nom, prénom, date de naissance)' })
  @ApiNoContentResponse({ description: 'Portable valide et disponible pour cette identité' })
  @ApiBadRequestResponse({ description: REFUS_TELEPHONE })
  async validerTelephone(@Body() body: ValiderTelephoneDto): Promise<void> {
    await this.signataire.validerTelephone(body);
  }

  @Post('projets/:id/souscription/signataire')
  @HttpCode(200)
  // It answers whether a mobile is taken, like the check above: the same limit.
  @LimiteTelephone()
  @ApiOperation({ summary: 'Enregistre le signataire (tous champs obligatoires, portable en E.164, réservé à son identité) ; répond le dossier' })
  @ApiOkResponse({ type: SouscriptionDto })
  @ApiBadRequestResponse({ description: `Le champ {name} est obligatoire / ${REFUS_TELEPHONE}` })
  @ApiNotFoundResponse({ description: SOUSCRIPTION.souscriptionIntrouvable(42) })
  @ApiConflictResponse({ description: SOUSCRIPTION.souscriptionLectureSeule })
  enregistrer(@CurrentUser() user: Utilisateur, @IdProjet() id: number, @Body() body: SignataireSaisiDto): Promise<VueSouscription> {
    return this.signataire.enregistrer(user, id, body, this.horloge.aujourdhui());
  }
}
