import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser, type Utilisateur } from '../auth/utilisateur';
import { IdentifiantChemin } from '../common/identifiant';
import type { CollegeEligible, MarcheEligible } from '../domain/eligibilite/offres';
import { ENTREPRISE, OFFRES_ELIGIBLES } from '../domain/messages';
import {
  CollegeEligibleReponse,
  DetailAccesTarificationReponse,
  EligibiliteEntrepriseDto,
  EligibiliteEntrepriseReponse,
  FicheOffreReponse,
  MarcheEligibleReponse,
  ProduitsEligiblesDto,
} from './dto/eligibilite.dto';
import { EligibiliteService } from './eligibilite.service';

/** Company eligibility, eligible offers, tarification access (spec 01 §2, §7). */
@ApiTags('Éligibilité')
@Controller('eligibilite')
export class EligibiliteController {
  constructor(private readonly eligibilite: EligibiliteService) {}

  @Post('determiner-eligibilite-entreprise')
  @HttpCode(200)
  @ApiOperation({
    summary: "Éligibilité de l'entreprise d'après le registre des entreprises (Sirene, ou le registre local d'exemples).",
    description:
      'SIRET à essayer avec le registre local : data/registre-entreprises.README.md (5 par code et par raison). ' +
      'Un SIRET mal formé ou à clé fausse répond 400 (la page le traite comme INVALIDE) ; un registre indisponible répond 503.',
  })
  @ApiOkResponse({ type: EligibiliteEntrepriseReponse })
  @ApiBadRequestResponse({ description: `${ENTREPRISE.siretObligatoire} / ${ENTREPRISE.siretFormat} / ${ENTREPRISE.siretInvalide}` })
  @ApiServiceUnavailableResponse({ description: ENTREPRISE.verificationSiretIndisponible })
  eligibiliteEntreprise(@Body() dto: EligibiliteEntrepriseDto): Promise<EligibiliteEntrepriseReponse> {
    return this.eligibilite.eligibiliteEntreprise(dto.siret);
  }

  @Post('determiner-produits-eligibles')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marchés (santé, prévoyance) et offres éligibles selon la convention collective et l’effectif, avec l’accès à la tarification par collège.' })
  @ApiOkResponse({ type: [MarcheEligibleReponse] })
  @ApiForbiddenResponse({ description: ENTREPRISE.codeDistributeurDifferent })
  @ApiUnprocessableEntityResponse({ description: OFFRES_ELIGIBLES.aucunProduitEligible })
  produitsEligibles(@CurrentUser() utilisateur: Utilisateur, @Body() dto: ProduitsEligiblesDto): Promise<MarcheEligible[]> {
    return this.eligibilite.produitsEligibles(utilisateur, dto);
  }

  @Post('determiner-produits-eligibles/:productId')
  @HttpCode(200)
  @ApiOperation({ summary: "Collèges d'une offre éligible, avec leur code d'accès à la tarification." })
  @ApiOkResponse({ type: [CollegeEligibleReponse] })
  @ApiForbiddenResponse({ description: ENTREPRISE.codeDistributeurDifferent })
  @ApiNotFoundResponse({ description: OFFRES_ELIGIBLES.offreInconnue })
  @ApiUnprocessableEntityResponse({ description: OFFRES_ELIGIBLES.aucunProduitEligible })
  collegesProduit(
    @CurrentUser() utilisateur: Utilisateur,
    @IdentifiantChemin('productId', { description: "Identifiant de l'offre", example: 460 }) productId: number,
    @Body() dto: ProduitsEligiblesDto,
  ): Promise<CollegeEligible[]> {
    return this.eligibilite.collegesProduit(utilisateur, productId, dto);
  }

  @Get('acces-tarification')
  @ApiOperation({ summary: 'Les six codes d’accès à la tarification avec feu, titre et message.' })
  @ApiOkResponse({ type: [DetailAccesTarificationReponse] })
  tousLesAcces(): DetailAccesTarificationReponse[] {
    return this.eligibilite.tousLesAccesTarification();
  }

  @Get('acces-tarification/:code')
  @ApiOperation({ summary: "Feu (vert, orange, rouge), titre et message d'un code d'accès à la tarification." })
  @ApiParam({ name: 'code', example: 'AVEC_CONTRAINTE' })
  @ApiOkResponse({ type: DetailAccesTarificationReponse })
  @ApiBadRequestResponse({ description: 'Code non géré' })
  accesTarification(@Param('code') code: string): DetailAccesTarificationReponse {
    return this.eligibilite.accesTarification(code);
  }

  @Get('offres/:id')
  @ApiOperation({ summary: "Fiche d'une offre (page 'En savoir plus sur l'offre')." })
  @ApiOkResponse({ type: FicheOffreReponse })
  @ApiNotFoundResponse({ description: OFFRES_ELIGIBLES.offreInconnue })
  ficheOffre(@IdentifiantChemin('id', { description: "Identifiant de l'offre", example: 460 }) id: number): FicheOffreReponse {
    return this.eligibilite.ficheOffre(id);
  }
}
