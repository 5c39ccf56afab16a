import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ECRAN_PROJETS, PROJETS } from '../../../../src/domain/messages';
import { etatValidationEtude, type ModeRemiseEtude } from '../../../../src/domain/projets/etude';
import { Banner, Button, Checkbox, Dialog, RadioCards, TextField } from '../../../components';
import { BoutonAction } from './BoutonAction';

export interface ValeursEtude {
  mode: ModeRemiseEtude;
  email: string;
  /** Show the commission and management loadings in the PDF (off by default: the study goes to the client). */
  detailChargements: boolean;
}

interface DialogueEtudeProps {
  ids: readonly number[];
  /** Opened by the subscribe action: the two warnings are shown, and the subscription follows. */
  depuisSouscription: boolean;
  /** While the study is made (or the subscription started): everything waits. */
  enCours: 'etude' | 'souscription' | null;
  onAnnuler: () => void;
  onValider: (valeurs: ValeursEtude) => void;
}

/** The dialog's rules are the domain's (spec 01 §2, §5): e-mail required and valid only when sending. */
const resolver = (async (values: ValeursEtude) => {
  const v = etatValidationEtude(values);
  if (v.actif) return { values, errors: {} };
  return {
    values: {},
    errors: v.erreurEmail ? { email: { type: 'regle', message: v.erreurEmail } } : { mode: { type: 'regle', message: v.infobulle ?? '' } },
  };
}) as Resolver<ValeursEtude>;

/**
 * 'Remise de l'étude personnalisée' (spec 01 §2): download or send by e-mail; validate enabled in
 * download mode or with a valid address, otherwise its tooltip says 'Un ou plusieurs champs sont en
 * erreur ou ne sont pas renseignés'. Mounted when opened, so each opening starts afresh.
 */
export function DialogueEtude({ ids, depuisSouscription, enCours, onAnnuler, onValider }: DialogueEtudeProps) {
  const form = useForm<ValeursEtude>({ defaultValues: { mode: 'telecharger', email: '', detailChargements: false }, mode: 'onTouched', resolver });
  const mode = form.watch('mode');
  const email = form.watch('email');
  const validation = etatValidationEtude({ mode, email });
  const occupe = enCours !== null;

  return (
    <Dialog
      isOpen
      onClose={() => !occupe && onAnnuler()}
      isDismissable={!occupe}
      nom="etude"
      title={PROJETS.etudeTitre}
      onSubmit={form.handleSubmit((v) => !occupe && onValider(v))}
      actions={
        <>
          <Button variant="ghost" onClick={onAnnuler} disabled={occupe}>
            {PROJETS.annuler}
          </Button>
          <BoutonAction etat={occupe ? { actif: false, infobulle: null } : validation} onPress={() => undefined} type="submit" variante="primary">
            {enCours === 'etude' ? ECRAN_PROJETS.etudeEnCours : enCours === 'souscription' ? ECRAN_PROJETS.souscriptionEnCours : ECRAN_PROJETS.valider}
          </BoutonAction>
        </>
      }
    >
      <p className="projets-dialogue-compte">{ECRAN_PROJETS.etudeProjets(ids)}</p>
      {depuisSouscription ? (
        <div className="projets-dialogue-avertissements pile ecart-2">
          <Banner tone="info">
            <p>{PROJETS.etudeRemiseObligatoire}</p>
          </Banner>
          <Banner tone="warning">
            <p>{PROJETS.etudeTarifFige}</p>
          </Banner>
        </div>
      ) : null}
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <RadioCards<ModeRemiseEtude>
            label={ECRAN_PROJETS.etudeMode}
            value={field.value}
            onChange={field.onChange}
            isDisabled={occupe}
            options={[
              { value: 'telecharger', title: ECRAN_PROJETS.etudeTelecharger },
              { value: 'envoyer', title: ECRAN_PROJETS.etudeEnvoyer },
            ]}
          />
        )}
      />
      {mode === 'envoyer' ? (
        <Controller
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label={ECRAN_PROJETS.etudeEmail}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              isDisabled={occupe}
              inputMode="email"
              autoComplete="email"
              autoFocus
              help={ECRAN_PROJETS.etudeEmailAide}
              error={fieldState.isTouched || form.formState.isSubmitted ? fieldState.error?.message : undefined}
            />
          )}
        />
      ) : null}
      <Controller
        control={form.control}
        name="detailChargements"
        render={({ field }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange} isDisabled={occupe} aria-describedby="etude-detail-chargements-aide">
            {ECRAN_PROJETS.etudeDetailChargements}
          </Checkbox>
        )}
      />
      <p id="etude-detail-chargements-aide" className="kit-help">
        {ECRAN_PROJETS.etudeDetailChargementsAide}
      </p>
    </Dialog>
  );
}
