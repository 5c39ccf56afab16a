import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../../auth/utilisateur';
import { RefusMetier } from '../../common/refus-metier';
import { SIGNATURE } from '../../domain/messages';
import { signataireEnregistre, verifierSignataire, type SaisieSignataire } from '../../domain/signature/signataire';
import { normaliserPortable } from '../../domain/signature/telephone';
import type { VueSouscription } from '../../domain/souscription';
import { SouscriptionService } from '../souscription.service';
import { cleIdentite } from './cle-identite';
import { SignataireRepository } from './signataire.repository';
import { SouscriptionRepository } from '../souscription.repository';
import { HistoriqueService } from '../../historique/historique.service';
import { parCourtier } from '../../domain/historique/evenement';

const CHAMP = 'telephone_portable';
const dejaUtilise = () => new RefusMetier('invalide', SIGNATURE.telephoneDejaUtilise, { champ: CHAMP });

/**
 * The subscription's signer (02 §2 step 4, §5, §7) and its mobile: a valid mobile, held by one
 * identity only whatever the distributor. A refusal never says who holds the mobile.
 */
@Injectable()
export class SignataireService {
  constructor(
    private readonly souscription: SouscriptionService,
    private readonly repository: SignataireRepository,
    private readonly souscriptions: SouscriptionRepository,
    private readonly historique: HistoriqueService,
  ) {}

  /**
   * POST /signature/telephone/valider: resolves when the mobile is valid and free for this
   * identity (204); 400 with the spec's message otherwise. Reads only: the save claims the mobile.
   */
  async validerTelephone(s: Pick<SaisieSignataire, 'nom' | 'prenom' | 'date_naissance' | 'telephone_portable'>): Promise<void> {
    const e164 = normaliserPortable(s.telephone_portable);
    if (!e164) throw new RefusMetier('invalide', SIGNATURE.telephoneNonPortable, { champ: CHAMP });
    const cle = cleIdentite(s.nom, s.prenom, s.date_naissance);
    if (!cle) throw new RefusMetier('invalide', SIGNATURE.telephoneInvalidable, { champ: CHAMP });
    const detenteur = await this.repository.cleDuTelephone(e164);
    if (detenteur !== null && detenteur !== cle) throw dejaUtilise();
  }

  /**
   * POST /projets/{id}/souscription/signataire: checks every field, then claims the mobile for the
   * signer's identity and stores the signer in one transaction (a mobile held by another identity:
   * 400, nothing written). 404 for another distributor's projet, 409 when read-only.
   */
  async enregistrer(user: Utilisateur, idProjet: number, saisie: SaisieSignataire, today: string): Promise<VueSouscription> {
    const d = await this.souscription.dossier(user, idProjet);
    this.souscription.verifierModifiable(d);
    const erreurs = verifierSignataire(saisie, today);
    if (erreurs.length) throw RefusMetier.champs(erreurs);
    const signataire = signataireEnregistre(saisie);
    // verifierSignataire checked the three parts, so the key exists.
    const cle = cleIdentite(signataire.nom, signataire.prenom, signataire.dateNaissance) as string;
    await this.repository.transaction(async (manager) => {
      const detenteur = await this.repository.reserverTelephone(signataire.telephonePortable, cle, user.codeDistributeur, manager);
      if (detenteur !== cle) throw dejaUtilise();
      await this.souscriptions.enregistrerSignataire(d.souscription.id, user.codeDistributeur, signataire, manager);
      await this.historique.enregistrer(manager, parCourtier(user, idProjet, 'SIGNATAIRE_DEFINI', { telephone: signataire.telephonePortable, email: signataire.email }));
      // The signer moves no counter of this file, but its record's date orders the client's files for the prefill (docs/adr/0084).
      await this.souscription.recalculerAvancement(manager, idProjet, user.codeDistributeur, today);
    });
    d.souscription.signataire = signataire;
    return this.souscription.vue(d, today);
  }
}
