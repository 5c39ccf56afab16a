import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DOCUMENTS_REGENERABLES, documentDuKit, libelleCourtDocument, libelleDocumentRegenerable, type DocumentRegenerable } from '../../../../src/domain/admin';
import { ADMIN } from '../../../../src/domain/messages';
import { Banner, Card, resolveurDe, SelectField, SubmitButton, TextField } from '../../../components';
import { ApiError } from '../../../api/client';
import { CleAction } from '../../../session/idempotence';
import { lancerRegeneration } from '../api';
import { demandeRegeneration, validerRegeneration, VALEURS_INITIALES, type ValeursRegeneration } from '../formulaire';

const resolver = resolveurDe<ValeursRegeneration>(validerRegeneration);

const CHAMPS_FILTRE = [
  ['codeProduit', ADMIN.filtreProduit],
  ['codeDistributeur', ADMIN.filtreDistributeur],
  ['baremeVersion', ADMIN.filtreBareme],
  ['statut', ADMIN.filtreStatut],
  ['depuis', ADMIN.filtreDepuis],
  ['jusqua', ADMIN.filtreJusqua],
] as const;

/** Short names under their kit's group: a phone's native list shows them whole (390 px). */
const OPTIONS_DOCUMENTS = DOCUMENTS_REGENERABLES.map((d) => {
  const kit = documentDuKit(d)?.kit;
  return { value: d, label: libelleCourtDocument(d), groupe: kit ? ADMIN.groupesDocuments[kit] : undefined };
});

/** Under the list: the chosen document's full name and what a batch of it does. */
const aideDocument = (type: DocumentRegenerable) => `${libelleDocumentRegenerable(type)}. ${ADMIN.aideDocument[type] ?? ADMIN.aideDocument[documentDuKit(type)?.kit ?? ''] ?? ''}`.trim();

/** Starts a regeneration: one projet's document, or every document of a filter (all distributors by default). */
export function FormulaireRegeneration({ onLance }: { onLance: (id: string) => void }) {
  const { control, handleSubmit, formState } = useForm<ValeursRegeneration>({ defaultValues: VALEURS_INITIALES, resolver });
  const [action] = useState(() => new CleAction());
  const [refus, setRefus] = useState<string | null>(null);
  const envoyer = handleSubmit(async (valeurs) => {
    setRefus(null);
    try {
      const lot = await action.essayer((cle) => lancerRegeneration(demandeRegeneration(valeurs), cle));
      onLance(lot.id);
    } catch (err) {
      setRefus(err instanceof ApiError ? err.message : ADMIN.erreurLancement);
    }
  });
  return (
    <Card title={ADMIN.titreRegenerations}>
      <form onSubmit={(e) => void envoyer(e)} noValidate className="admin-formulaire">
        <Controller
          control={control}
          name="typeDocument"
          render={({ field }) => (
            <SelectField
              label={ADMIN.typeDocument}
              name={field.name}
              value={field.value}
              onChange={(v) => field.onChange(v ?? VALEURS_INITIALES.typeDocument)}
              options={OPTIONS_DOCUMENTS}
              placeholder={false}
              help={aideDocument(field.value)}
            />
          )}
        />
        <Controller
          control={control}
          name="projetId"
          render={({ field, fieldState }) => (
            <TextField label={ADMIN.projetCible} help={ADMIN.projetCibleAide} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} inputMode="numeric" />
          )}
        />
        {CHAMPS_FILTRE.map(([nom, libelle]) => (
          <Controller
            key={nom}
            control={control}
            name={nom}
            render={({ field, fieldState }) => <TextField label={libelle} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
          />
        ))}
        {refus ? <Banner tone="danger">{refus}</Banner> : null}
        <SubmitButton isPending={formState.isSubmitting} action="lancer-regeneration">
          {ADMIN.lancerLot}
        </SubmitButton>
      </form>
    </Card>
  );
}
