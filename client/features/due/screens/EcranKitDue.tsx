import { DUE, DUE_KIT } from '../../../../src/domain/messages';
import { Banner, Button, ButtonLink, Card, Checkbox, DialogueConfirmationFige, DialogueEmailDocuments, PageHeader, SubmitButton } from '../../../components';
import { cheminEtape } from '../chemins';
import type { DonneesKitDue } from '../due.server';
import { useKitDue } from '../hooks/useKitDue';

/**
 * The DUE kit (03 §2 kit-due, §4, §8): the documents listed on the server from the saved answers,
 * each downloaded on its own url with the answers as payload; like the subscription kit (issue 27
 * item 8), a selection downloaded as a zip or sent by e-mail, and 'Tout télécharger'. A document
 * that freezes the projet asks 'Attention !' first; a frozen projet asks before a download in the
 * subscription kit's words, one 'Ne plus me demander' for both kits; an expired study disables every
 * download with its message.
 */
export function EcranKitDue({ donnees }: { donnees: DonneesKitDue }) {
  const k = useKitDue(donnees);
  const { projet, groupes, selection, choisis, enCours, demander, question, email } = k;
  return (
    <div className="due-ecran due-kit pile">
      <PageHeader title={DUE_KIT.titre} subtitle={DUE.sousTitre(projet.raisonSociale, projet.idProjet)} />
      <p className="due-kit-intro">{DUE_KIT.intro}</p>
      {k.expiree ? <Banner tone="danger" title={DUE.etudeExpiree} /> : null}
      <div className="due-kit-selection">
        <Button variant="secondary" onClick={k.toutSelectionner}>
          {DUE_KIT.selectionnerTout}
        </Button>
        <Button variant="secondary" onClick={k.rienSelectionner}>
          {DUE_KIT.selectionnerAucun}
        </Button>
      </div>
      {groupes.map((g) => (
        <Card key={g.code_categorie} title={g.nom}>
          <ul className="due-kit-documents" data-categorie={g.code_categorie}>
            {g.documents.map((d) => (
              <li key={d.id} className="due-kit-document rangee-etalee ecart-3" data-document={d.id}>
                <div className="due-kit-texte">
                  <Checkbox isSelected={selection.has(d.id)} isDisabled={!d.disponible} onChange={(oui) => k.basculer(d.id, oui)}>
                    <span className="due-kit-nom">{d.nom}</span>
                  </Checkbox>
                  {d.detail ? <span className="due-kit-detail">{d.detail}</span> : null}
                </div>
                <SubmitButton type="button" variant="secondary" action={`telecharger-${d.id}`} disabledReason={d.disponible ? null : d.message_indisponibilite} isPending={enCours === d.id} onPress={() => demander({ type: 'document', document: d })}>
                  <span aria-hidden="true">⤓ </span>
                  {DUE_KIT.telecharger}
                  <span className="visually-hidden"> {d.nom}</span>
                </SubmitButton>
              </li>
            ))}
          </ul>
        </Card>
      ))}
      <div className="due-kit-actions">
        <SubmitButton type="button" action="telecharger-selection" disabledReason={choisis.length ? null : DUE_KIT.selectionnerUnDocument} isPending={enCours === 'selection'} onPress={() => demander({ type: 'selection', documents: choisis })}>
          {DUE_KIT.telechargerSelection}
        </SubmitButton>
        <SubmitButton type="button" variant="secondary" action="email-due" disabledReason={choisis.length ? null : DUE_KIT.selectionnerUnDocument} reasonShownBeside={choisis.length === 0} onPress={k.ouvrirEmail}>
          {DUE_KIT.envoyerEmail}
        </SubmitButton>
      </div>
      <div className="due-actions">
        <ButtonLink variant="secondary" to={cheminEtape(projet.idProjet, 10)}>
          {DUE_KIT.retour}
        </ButtonLink>
        <SubmitButton type="button" action="tout-telecharger" disabledReason={k.indisponible ? (k.indisponible.message_indisponibilite ?? DUE.erreurDocuments) : null} isPending={enCours === 'archive'} onPress={() => demander({ type: 'archive' })}>
          {DUE_KIT.toutTelecharger}
        </SubmitButton>
      </div>
      <DialogueConfirmationFige
        isOpen={question !== null}
        texte={question?.genre === 'figer' ? DUE_KIT.figeTexte : undefined}
        nePlusDemander={question?.genre === 'fige' ? { coche: k.nePlusDemander, onChange: k.setNePlusDemander } : undefined}
        onRepondre={k.repondre}
      />
      <DialogueEmailDocuments
        isOpen={email.ouvert}
        titre={DUE_KIT.emailTitre}
        valeur={email.valeur}
        touche={email.touche}
        valide={k.emailValide}
        envoi={email.envoi}
        onChange={k.saisirEmail}
        onBlur={k.quitterEmail}
        onClose={k.fermerEmail}
        onEnvoyer={k.envoyer}
      />
    </div>
  );
}
