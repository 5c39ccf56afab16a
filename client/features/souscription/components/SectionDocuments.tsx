import { SOUSCRIPTION_KIT as K } from '../../../../src/domain/messages';
import type { GroupeSouscriptionVue } from '../../../../src/domain/souscription/documents-kit';
import { Banner, Button, ButtonLink, Checkbox, DialogueConfirmationFige, DialogueEmailDocuments, SubmitButton, Tabs } from '../../../components';
import { useDocumentsKit } from '../hooks/useDocumentsKit';

const ONGLETS = [
  { id: 'documents-entreprise', categorie: 'entreprise', libelle: K.onglets.entreprise },
  { id: 'documents-salaries', categorie: 'salarie', libelle: K.onglets.salarie },
] as const;

/**
 * Step 4's documents (spec 02 step 4 'Documents kit', §8; brief §2.6): tabs Documents entreprise /
 * Documents salariés, each group with its documents; select some (emptied on tab switch), download
 * them as a zip or e-mail them (default recipient: the interlocutor); each document on its own; the
 * DUE kit is a page. Each action unavailable says why in the spec's words ('Tooltips'): select all
 * before the file is finalised, download with nothing selected, e-mail without a contractual
 * document selected. The membership request of an incomplete file is disabled with the spec's
 * message. A document whose `confirmation_fige` says so (a frozen projet or subscription) asks
 * before its download, in the DUE kit's words; one 'Ne plus me demander' holds for both kits of
 * this projet until the session ends.
 */
export function SectionDocuments({ idProjet, groupes, emailParDefaut, complet = true }: { idProjet: number; groupes: GroupeSouscriptionVue[] | null; emailParDefaut: string; complet?: boolean }) {
  const k = useDocumentsKit(idProjet, groupes ?? [], emailParDefaut, (o) => ONGLETS.find((x) => x.id === o)?.categorie ?? 'entreprise', ONGLETS[0].id);
  const { onglet, changerOnglet, selection, setSelection, basculer, telechargeables, choisis, emailables, enCours, demander, question, repondre, nePlusDemander, setNePlusDemander, email, emailValide } = k;
  if (!groupes) return <Banner tone="danger" title={K.erreurDocuments} />;
  const contenu = (cat: string) => {
    const duGroupe = groupes.filter((g) => g.code_categorie === cat);
    if (duGroupe.length === 0) return <p>{K.page.aucunDocument}</p>;
    return (
      <div className="sous-kit" data-categorie={cat}>
        <div className="sous-kit-selection">
          <SubmitButton type="button" variant="secondary" action={`selectionner-tout-${cat}`} disabledReason={complet ? null : K.page.selectionImpossible} onPress={() => setSelection(new Set(telechargeables.map((d) => d.id)))}>
            {K.page.selectionnerTout}
          </SubmitButton>
          <Button variant="secondary" onClick={() => setSelection(new Set())}>
            {K.page.selectionnerAucun}
          </Button>
        </div>
        {duGroupe.map((g) => (
          <section key={g.nom} className="sous-kit-groupe" aria-label={g.nom}>
            <h4>{g.nom}</h4>
            <ul className="sous-kit-documents">
              {g.documents.map((d) => (
                <li key={d.id} className="sous-kit-document rangee-etalee" data-document={d.id}>
                  {d.page ? (
                    <>
                      <span className="sous-kit-nom">{d.nom}</span>
                      {d.detail ? <span className="sous-kit-detail">{d.detail}</span> : null}
                      <ButtonLink variant="secondary" to={d.url}>
                        {K.page.ouvrirPage}
                      </ButtonLink>
                    </>
                  ) : (
                    <>
                      <Checkbox isSelected={selection.has(d.id)} isDisabled={!d.disponible} onChange={(oui) => basculer(d.id, oui)}>
                        <span className="sous-kit-nom">{d.nom}</span>
                      </Checkbox>
                      {d.detail ? <span className="sous-kit-detail">{d.detail}</span> : null}
                      <SubmitButton type="button" variant="secondary" action={`telecharger-${d.id}`} disabledReason={d.disponible ? null : d.message_indisponibilite} isPending={enCours === d.id} onPress={() => demander({ type: 'document', document: d })}>
                        <span aria-hidden="true">⤓ </span>
                        {K.page.telecharger}
                        <span className="visually-hidden"> {d.nom}</span>
                      </SubmitButton>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="sous-kit-actions">
          <SubmitButton
            type="button"
            action={`telecharger-selection-${cat}`}
            disabledReason={choisis.length ? null : K.page.selectionnerUnDocument}
            isPending={enCours === `archive-${cat}`}
            onPress={() => demander({ type: 'archive', documents: choisis, categorie: cat })}
          >
            {K.page.telecharger}
          </SubmitButton>
          <SubmitButton
            type="button"
            variant="secondary"
            action={`email-${cat}`}
            disabledReason={emailables.length ? null : K.page.selectionnerUnDocumentContractuel}
            onPress={k.ouvrirEmail}>
            {K.page.envoyerEmail}
          </SubmitButton>
        </div>
      </div>
    );
  };

  return (
    <section className="sous-documents" aria-labelledby="sous-documents-titre">
      <h3 id="sous-documents-titre">{K.page.titre}</h3>
      <Tabs label={K.page.titre} selected={onglet} onSelect={changerOnglet} tabs={ONGLETS.map((o) => ({ id: o.id, label: o.libelle, content: contenu(o.categorie) }))} />
      <DialogueConfirmationFige isOpen={question !== null} nePlusDemander={{ coche: nePlusDemander, onChange: setNePlusDemander }} onRepondre={repondre} />
      <DialogueEmailDocuments
        isOpen={email.ouvert}
        titre={K.page.emailTitre}
        valeur={email.valeur}
        touche={email.touche}
        valide={emailValide}
        envoi={email.envoi}
        onChange={k.saisirEmail}
        onBlur={k.quitterEmail}
        onClose={k.fermerEmail}
        onEnvoyer={() => void k.envoyer()}
      />
    </section>
  );
}
