import { useState } from 'react';
import { useForm, useWatch, type PathValue } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { affiliationBloquee, etapePrecedente, etapeSuivante, nettoyerDispenses, raisonBlocage } from '../../../../src/domain/due/regles';
import type { EtatTunnelDue, NumeroEtapeDue } from '../../../../src/domain/due/types';
import { DUE } from '../../../../src/domain/messages';
import { useVerificationCodePostal } from '../../sante/hooks/useVerificationCodePostal';
import { enregistrerEtatDue } from '../api';
import { cheminEtape, cheminKit } from '../chemins';
import type { DonneesDue } from '../due.server';
import { messagesEtapeDue, resolverEtapeDue, type ContexteEtapeDue } from '../etape';

/**
 * One DUE step's form (spec 03 §4, §5): the tunnel's state held by react-hook-form with the shared
 * pure rules as resolver (the field messages, and 'Suivant' disabled with its reason until the step
 * is answered); the head office's postcode checked by the referential at etape1; the answers saved
 * on the server before moving on.
 */
export function useEtapeDue(donnees: DonneesDue) {
  const { projet } = donnees;
  const n = donnees.etape as NumeroEtapeDue;
  const navigate = useNavigate();
  const [erreur, setErreur] = useState<string | null>(null);
  const contexte: ContexteEtapeDue = { n, projet };
  // etape8's load drops the dispenses no longer offered (03 §4).
  const form = useForm<EtatTunnelDue, ContexteEtapeDue>({ defaultValues: n === 8 ? nettoyerDispenses(donnees.etat) : donnees.etat, resolver: resolverEtapeDue, context: contexte });
  const etat = useWatch({ control: form.control }) as EtatTunnelDue;

  /** One step's answer. */
  const fixer = <K extends keyof EtatTunnelDue>(cle: K, valeur: EtatTunnelDue[K]) => form.setValue(cle, valeur as PathValue<EtatTunnelDue, K>, { shouldDirty: true });
  /** A change that moves several answers (the pure transitions of src/domain/due/regles.ts). */
  const modifier = (f: (e: EtatTunnelDue) => EtatTunnelDue) => {
    const avant = form.getValues();
    const apres = f(avant);
    for (const k of Object.keys(apres) as (keyof EtatTunnelDue)[]) if (apres[k] !== avant[k]) form.setValue(k, apres[k], { shouldDirty: true });
  };

  // 03 §5, §7: the address postcode is checked by the referential with the projet (its department must match).
  const verification = useVerificationCodePostal(etat.etape1.adresse.codePostal, projet.idProjet, n === 1);
  const causeCodePostal = verification.statut === 'invalide' ? verification.cause : null;
  const raison = raisonBlocage(n, etat, projet) ?? (n === 1 ? (causeCodePostal ?? (verification.statut === 'en-cours' ? DUE.etapeNonRenseignee : null)) : null);
  const messages = messagesEtapeDue(n, etat, projet);
  const precedente = etapePrecedente(n, etat);
  const suivante = etapeSuivante(n, etat);

  const continuer = form.handleSubmit(async (valeurs) => {
    setErreur(null);
    try {
      await enregistrerEtatDue(projet.idProjet, valeurs);
      navigate(suivante === 'kit' ? cheminKit(projet.idProjet) : cheminEtape(projet.idProjet, suivante));
    } catch {
      setErreur(DUE.enregistrementEchec);
    }
  });

  return {
    n,
    etat,
    fixer,
    modifier,
    messages,
    causeCodePostal,
    raison,
    precedente,
    erreur,
    enCours: form.formState.isSubmitting,
    continuer,
    bloquant: n === 3 && etat.etape3.regimeSanteMisEnPlacePar === 'ACCORD_COLLECTIF',
    bloquant6: n === 6 && affiliationBloquee(etat.etape1.structureTarifaire, etat.etape1.appelDeCotisation, etat.etape6.affiliationAyantsDroit),
  };
}
