/**
 * The DUE kit (spec 03 §2 kit-due, §8; brief §1.1–§1.8): the kit's screen texts and the wording of
 * its documents, citing their legal references. Document sentences are ours (the spec lists the
 * documents, the brief what each states); the notifications of §8 are in DUE.
 */
export const DUE_KIT = {
  titre: 'Kit DUE',
  intro: 'Téléchargez les documents de la décision unilatérale, un par un, une sélection ou tous ensemble, ou envoyez-les par e-mail à votre client.',
  // Selection and e-mail like the subscription kit (issue 27 item 8).
  selectionnerTout: 'Tout sélectionner',
  selectionnerAucun: 'Tout désélectionner',
  selectionnerUnDocument: 'Veuillez sélectionner un document',
  telechargerSelection: 'Télécharger la sélection',
  envoyerEmail: 'Envoyer par e-mail',
  emailTitre: 'Envoyer les documents de la DUE par e-mail',
  email: {
    objet: (raisonSociale: string) => `Les documents de la décision unilatérale — ${raisonSociale}`,
    texte: (raisonSociale: string, documents: string[]) =>
      `Bonjour,\n\nVous trouverez ci-joints les documents de la décision unilatérale de l’employeur de ${raisonSociale} :\n${documents.map((d) => `- ${d}`).join('\n')}\n\nCordialement.`,
  },
  chargement: 'Chargement des documents…',
  toutTelecharger: 'Tout télécharger',
  telecharger: 'Télécharger',
  retour: 'Retour',
  statique: 'Document de l’assureur',
  // 'fige' confirmation (03 §4): the wording is ours, the title and buttons are the spec's.
  attention: 'Attention !',
  figeTexte:
    'Les informations saisies (tarifs, structure et part patronale) deviennent non modifiables : elles figurent dans la décision remise aux salariés. Voulez-vous continuer ?',
  continuer: 'Continuer',
  annuler: 'Annuler',
  confirmationFigeRequise: 'Ce document fige le projet : confirmez pour continuer.',
  /** The documents queue is down: neither the document nor the freeze (503, both or neither). */
  serviceIndisponibleNonFige:
    'Le service de génération des documents est momentanément indisponible. Réessayez dans quelques instants : le projet n’a pas été figé.',
  parcoursIncomplet: 'Terminez les étapes du parcours DUE pour générer ce document.',
  telechargementLance: (nom: string) => `${nom} : téléchargement lancé.`,
  groupes: {
    decision: 'Décision unilatérale',
    salaries: 'Information des salariés',
    dispenses: 'Dispenses d’affiliation',
    cse: 'Comité social et économique',
    denonciation: 'Dénonciation de la décision en vigueur',
    notice: 'Notice d’information',
  },
  noms: {
    decision: 'Décision unilatérale de l’employeur',
    lettreInformation: 'Lettre d’information individuelle et accusé de réception',
    emargement: 'Liste d’émargement',
    demandeDispense: 'Demande de dispense d’affiliation',
    informationCse: (consultation: boolean) => (consultation ? 'Information et consultation du CSE' : 'Information du CSE'),
    denonciation: 'Lettre de dénonciation de la DUE et note au CSE',
    notice: 'Notice d’information et tableau de garanties',
  },
  details: {
    decision: (college: string) => `Pour ${college}`,
    lettreInformation: 'Une lettre par salarié, remise contre décharge',
    emargement: 'Preuve de la remise de la DUE et de la notice',
    demandeDispense: 'Formulaire à remplir par le salarié',
    informationCse: (consultation: boolean) => (consultation ? 'Entreprise d’au moins 50 salariés : avis préalable du CSE' : 'Entreprise de moins de 50 salariés : note d’information'),
    denonciation: 'Remise individuelle au moins trois mois avant la date d’effet',
    notice: 'Document de l’assureur (article L141-4 du Code des assurances)',
  },
} as const;

export const DUE_DOCUMENTS = {
  pied: (idProjet: number, bareme: string, genereLe: string) => `Projet n°${idProjet} · Barème ${bareme} · Généré le ${genereLe}`,
  sousTitre: (raisonSociale: string, college: string) => `${raisonSociale} — ${college}`,
  aCompleter: '____________________',
  nonRenseigne: 'non renseigné',
  identite: {
    titre: 'L’entreprise',
    raisonSociale: 'Raison sociale',
    siret: 'SIRET',
    adresse: 'Siège social',
    ccn: 'Convention collective',
    effectif: 'Effectif',
  },
  decision: {
    titre: (modification: boolean) =>
      modification
        ? 'Décision unilatérale de l’employeur portant modification d’un régime collectif et obligatoire de remboursement de frais de santé'
        : 'Décision unilatérale de l’employeur instituant un régime collectif et obligatoire de remboursement de frais de santé',
    preambuleTitre: 'Préambule',
    preambule: (raisonSociale: string) =>
      `La société ${raisonSociale} met en place, par décision unilatérale constatée dans un écrit remis à chaque intéressé (article L911-1 du Code de la sécurité sociale), un régime collectif et obligatoire de remboursement de frais de santé au profit de ses salariés, conformément à l’article L911-7 du même code.`,
    preambuleModification: (date: string) =>
      `La présente décision remplace la décision unilatérale antérieure, dénoncée dans le respect de la procédure de dénonciation (information préalable des représentants du personnel, information individuelle et écrite de chaque salarié, délai de prévenance de trois mois). Elle prend effet le ${date}.`,
    preambuleCse: (consultation: boolean) =>
      consultation
        ? 'Le comité social et économique a été informé et consulté préalablement à la présente décision (article R2312-22 du Code du travail), en date du ____________.'
        : 'Le comité social et économique, s’il existe, a été informé préalablement à la présente décision, en date du ____________.',
    articles: {
      objet: 'Article 1 — Objet',
      objetTexte:
        'La présente décision a pour objet d’instituer au sein de l’entreprise un régime de remboursement de frais de santé complémentaire à celui de la sécurité sociale, à caractère collectif et obligatoire, dans le respect des articles L242-1 II 4° et R242-1-1 à R242-1-6 du Code de la sécurité sociale.',
      beneficiaires: 'Article 2 — Bénéficiaires',
      beneficiairesTexte: (college: string) =>
        `Le régime bénéficie ${college.startsWith('les ') ? `aux ${college.slice(4)}` : `à ${college}`}, sans condition d’ancienneté. Cette catégorie est définie selon les critères objectifs de l’article R242-1-1 du Code de la sécurité sociale (rédaction issue du décret n° 2021-1002 du 30 juillet 2021).`,
      beneficiairesCategorie:
        'Conformément à l’article R242-1-2 4° du Code de la sécurité sociale, le caractère objectif de la catégorie n’est présumé, en santé, que si l’ensemble des salariés de l’entreprise bénéficie d’une couverture collective.',
      obligatoire: 'Article 3 — Caractère obligatoire et dispenses d’affiliation',
      obligatoireTexte: 'L’affiliation au régime est obligatoire pour les salariés bénéficiaires. Peuvent toutefois en être dispensés, à leur demande :',
      ordrePublicTitre: 'Conformément aux articles L911-7 III et D911-2 du Code de la sécurité sociale (dispenses d’ordre public) :',
      ordrePublic: [
        'les salariés bénéficiaires de la complémentaire santé solidaire (article L861-3 du Code de la sécurité sociale), jusqu’à la fin de ce droit ;',
        'les salariés couverts par un contrat individuel de frais de santé lors de leur embauche ou de la mise en place du régime, jusqu’à l’échéance de ce contrat ;',
        'les salariés couverts, y compris en tant qu’ayants droit, par un régime collectif relevant de l’article L242-1 du Code de la sécurité sociale, un régime de la fonction publique d’État ou territoriale, un contrat « Madelin », le régime local d’Alsace-Moselle ou la CAMIEG ;',
        'les salariés en contrat à durée déterminée ou de mission dont la couverture collective durerait moins de trois mois, s’ils justifient d’un contrat responsable (articles L911-7 III et D911-6) ;',
      ],
      ordrePublicContributif:
        'les salariés présents lors de la mise en place du régime par la présente décision, dès lors qu’une partie de la cotisation est à leur charge (article 11 de la loi n° 89-1009 du 31 décembre 1989).',
      facultativesTitre: 'En application de l’article R242-1-6 du Code de la sécurité sociale, la présente décision prévoit en outre les cas de dispense suivants :',
      aucuneFacultative: 'La présente décision ne prévoit pas d’autre cas de dispense que ceux d’ordre public.',
      formaliteDispense:
        'La dispense résulte d’une demande écrite du salarié, formulée à l’embauche ou à la mise en place du régime (ou lorsque la couverture justifiant la dispense prend effet), précisant qu’il a été préalablement informé par l’employeur des conséquences de son choix, accompagnée le cas échéant des justificatifs. Le salarié justifie chaque année de sa situation lorsque la dispense l’exige ; à défaut, il est affilié. L’employeur conserve les demandes et justificatifs.',
      ayantsDroit: 'Article 4 — Ayants droit',
      ayantsDroitObligatoire:
        'La couverture des ayants droit du salarié (conjoint, partenaire de PACS ou concubin, enfants à charge) est obligatoire. Un salarié dont les ayants droit sont déjà couverts à titre obligatoire par ailleurs peut les en dispenser (article D911-3 du Code de la sécurité sociale).',
      ayantsDroitFacultatif:
        'La couverture des ayants droit du salarié est facultative : le salarié peut l’étendre à ses ayants droit, à sa charge exclusive ; la participation de l’employeur ne s’applique pas à cette extension.',
      ayantsDroitConjoint:
        'Les enfants à charge du salarié sont obligatoirement couverts ; la couverture du conjoint (ou partenaire de PACS ou concubin) est facultative, à la charge exclusive du salarié.',
      garanties: 'Article 5 — Garanties',
      garantiesTexte: (produit: string, idProjet: number) =>
        `Les garanties sont assurées par l’organisme assureur au titre du contrat collectif ${produit} (projet n°${idProjet}). Ce contrat est « solidaire et responsable » au sens des articles L871-1, R871-1 et R871-2 du Code de la sécurité sociale et respecte le panier de soins minimal de l’article D911-1. Le tableau des garanties figure en annexe ; les garanties relèvent du contrat d’assurance et peuvent évoluer avec lui.`,
      cotisations: 'Article 6 — Cotisations',
      cotisationsTexte: (structure: string, part: number, appel: string | null) =>
        `La cotisation est exprimée en pourcentage du plafond mensuel de la sécurité sociale (PMSS), selon la structure « ${structure} ». L’employeur prend en charge ${part === 100 ? 'la totalité (100 %) de la cotisation obligatoire' : `${part} % de la cotisation obligatoire, le solde étant à la charge du salarié et précompté sur son salaire`}${appel ? ` ; appel de cotisation : ${appel}` : ''}. Les montants ci-dessous sont établis sur le PMSS en vigueur à la date d’effet ; la répartition en pourcentage reste applicable en cas d’évolution des cotisations.`,
      suspension: 'Article 7 — Suspension du contrat de travail',
      suspensionTexte:
        'Le bénéfice du régime est maintenu au salarié dont le contrat de travail est suspendu, dès lors qu’il bénéficie d’un maintien de salaire, total ou partiel, d’indemnités journalières complémentaires financées au moins pour partie par l’employeur, d’un revenu de remplacement versé par l’employeur (notamment en activité partielle) ; la contribution de l’employeur est alors maintenue. Dans les autres cas de suspension, le bénéfice du régime est suspendu.',
      portabilite: 'Article 8 — Portabilité et maintien',
      portabiliteTexte:
        'Les anciens salariés bénéficient du maintien des garanties au titre de la portabilité, dans les conditions de l’article L911-8 du Code de la sécurité sociale, pendant au plus douze mois, en cas de cessation du contrat de travail ouvrant droit à l’assurance chômage. Les anciens salariés bénéficiaires d’une rente d’incapacité ou d’invalidité, d’une pension de retraite ou d’un revenu de remplacement peuvent demander le maintien de la couverture dans les conditions de l’article 4 de la loi n° 89-1009 du 31 décembre 1989.',
      information: 'Article 9 — Information des salariés',
      informationTexte:
        'Un exemplaire de la présente décision et la notice d’information établie par l’organisme assureur (article L141-4 du Code des assurances, L932-6 du Code de la sécurité sociale ou L221-6 du Code de la mutualité) sont remis à chaque salarié, contre décharge. Toute modification ultérieure des garanties lui est notifiée au moins trois mois avant sa prise d’effet.',
      effet: 'Article 10 — Date d’effet et durée',
      effetTexte: (date: string) => `La présente décision prend effet le ${date}, pour une durée indéterminée.`,
      revision: 'Article 11 — Révision et dénonciation',
      revisionTexte:
        'La présente décision pourra être modifiée ou dénoncée par l’employeur, après information et, le cas échéant, consultation du CSE, et information individuelle et écrite de chaque salarié, moyennant un délai de prévenance de trois mois. Elle cesse de plein droit si un accord de branche ou d’entreprise ayant le même objet s’y substitue.',
    },
    signatureTitre: 'Signature',
    signature: [
      ['Fait à', '____________________'],
      ['Le', '____________________'],
      ['Nom et fonction du représentant légal', '____________________'],
      ['Signature', ''],
    ] as [string, string][],
    annexeGaranties: 'Annexe 1 — Tableau des garanties',
    annexeCotisations: 'Annexe 2 — Grille des cotisations mensuelles',
    colonnesGaranties: ['Poste', 'Niveau retenu'],
    colonnesCotisations: ['Structure', 'Taux (% PMSS)', 'Cotisation', 'Part employeur', 'Part salarié'],
    notePmss: (annee: number, montant: string) => `PMSS ${annee} : ${montant}. Montants mensuels en euros.`,
    surcomplementaire: 'Une surcomplémentaire facultative, souscrite et financée par le salarié seul, peut compléter ces garanties ; elle n’entre pas dans le régime obligatoire.',
  },
  lettre: {
    titre: 'Lettre d’information individuelle',
    objet: (modification: boolean) => `Objet : ${modification ? 'modification du' : 'mise en place d’un'} régime collectif et obligatoire de frais de santé`,
    destinataire: [
      ['Salarié(e)', '____________________'],
      ['Remise le', '____________________'],
    ] as [string, string][],
    corps: (raisonSociale: string, college: string, date: string) =>
      `Madame, Monsieur, la société ${raisonSociale} a décidé, par décision unilatérale, de faire bénéficier ${college} d’un régime collectif et obligatoire de remboursement de frais de santé à compter du ${date}. Vous trouverez ci-joint un exemplaire de cette décision et la notice d’information de l’organisme assureur.`,
    cotisation: (part: number) =>
      part === 100
        ? 'L’employeur prend en charge la totalité (100 %) de la cotisation obligatoire. Le détail des cotisations figure ci-dessous.'
        : `L’employeur prend en charge ${part} % de la cotisation obligatoire ; le solde est précompté sur votre salaire. Le détail des cotisations figure ci-dessous.`,
    dispense:
      'Si vous relevez de l’un des cas de dispense prévus par la décision, vous pouvez demander à ne pas être affilié(e) en remettant à l’employeur le formulaire de demande de dispense, accompagné des justificatifs demandés, dans les meilleurs délais. Vous serez informé(e) des conséquences de ce choix.',
    piecesJointes: 'Pièces jointes : la décision unilatérale de l’employeur ; la notice d’information de l’organisme assureur ; le formulaire de demande de dispense.',
    arTitre: 'Accusé de réception (à retourner à l’employeur)',
    ar: (date: string) =>
      `Je soussigné(e) ____________________ reconnais avoir reçu un exemplaire de la décision unilatérale de l’employeur prenant effet le ${date} et la notice d’information de l’organisme assureur.`,
    arSignature: [
      ['Fait le', '____________________'],
      ['Signature', ''],
    ] as [string, string][],
  },
  emargement: {
    titre: 'Liste d’émargement',
    intro: (date: string, part: number) =>
      `Remise en main propre de la décision unilatérale de l’employeur prenant effet le ${date} (part patronale : ${part} % de la cotisation obligatoire) et de la notice d’information. Chaque salarié signe en mentionnant : « reconnais avoir reçu un exemplaire de la DUE du ${date} et la notice d’information ».`,
    colonnes: ['Nom', 'Prénom', 'Date de remise', 'Signature'],
    lignes: 25,
  },
  dispense: {
    titre: 'Demande de dispense d’affiliation au régime frais de santé',
    intro: (raisonSociale: string, date: string, part: number) =>
      `Régime collectif et obligatoire de frais de santé en vigueur à compter du ${date}, financé à ${part} % par l’employeur. Demande à remettre à la société ${raisonSociale}, accompagnée des justificatifs demandés.`,
    identite: [
      ['Nom', '____________________'],
      ['Prénom', '____________________'],
      ['Date d’embauche', '____________________'],
    ] as [string, string][],
    casTitre: 'Je demande à être dispensé(e) d’affiliation au titre du cas suivant (cochez) :',
    colonnes: ['', 'Cas de dispense', 'Justificatif à joindre'],
    ordrePublic: [
      ['Bénéficiaire de la complémentaire santé solidaire (D911-2 1°)', 'Attestation de droits, jusqu’à la fin du droit'],
      ['Couvert(e) par un contrat individuel à l’embauche ou à la mise en place (D911-2 2°)', 'Certificat mentionnant la date d’échéance du contrat'],
      ['Couvert(e), y compris comme ayant droit, par un autre régime collectif obligatoire (D911-2 3°)', 'Attestation annuelle de cette couverture'],
      ['CDD ou mission dont la couverture durerait moins de trois mois (L911-7 III, D911-6)', 'Attestation d’un contrat responsable'],
    ] as [string, string][],
    contributif: ['Présent(e) lors de la mise en place du régime avec participation salariale (loi Evin, art. 11)', 'Aucun'] as [string, string],
    facultatives: {
      SALARIE_CDD: ['CDD, apprentissage ou mission d’au moins 12 mois (R242-1-6 2° a)', 'Justificatif d’une couverture individuelle pour les mêmes risques'],
      SALARIE_CDD_INFERIEUR_12_MOIS: ['CDD ou mission de moins de 12 mois (R242-1-6 2° b)', 'Aucun'],
      SALARIE_TEMPS_PARTIEL: ['Temps partiel ou apprenti dont la cotisation atteindrait au moins 10 % de la rémunération brute (R242-1-6 2° c)', 'Aucun'],
      SALARIE_ENIM_OU_CPRPSNCF: ['Couvert(e) par l’ENIM ou la CPRPSNCF', 'Attestation de cette couverture'],
      SALARIE_REGIME_FINANCEMENT_PATRONAL: ['Présent(e) avant la mise en place d’un régime financé à 100 % par l’employeur (lettre-circulaire ACOSS 2015-45)', 'Aucun'],
    } as Record<string, [string, string]>,
    echeance: [['Date de fin de la couverture justifiant la dispense (le cas échéant)', '____________________']] as [string, string][],
    mention:
      'Je reconnais avoir été préalablement informé(e) par l’employeur des conséquences de mon choix, notamment de l’absence de couverture par le régime collectif et de participation de l’employeur (article R242-1-6 du Code de la sécurité sociale). Je m’engage à informer l’employeur de tout changement de ma situation et à fournir chaque année le justificatif demandé ; à défaut, je serai affilié(e) au régime.',
    signature: [
      ['Fait à', '____________________'],
      ['Le', '____________________'],
      ['Signature du salarié', ''],
    ] as [string, string][],
  },
  cse: {
    titre: (consultation: boolean) => (consultation ? 'Information et consultation du comité social et économique' : 'Information du comité social et économique'),
    cadre: (consultation: boolean) =>
      consultation
        ? 'Entreprise d’au moins 50 salariés : le CSE est informé et consulté préalablement à la mise en place ou à la modification d’une garantie collective mentionnée à l’article L911-2 du Code de la sécurité sociale (article R2312-22 du Code du travail). Son avis est consultatif ; à défaut d’accord, il dispose d’un mois pour le rendre (article R2312-6).'
        : 'Entreprise de moins de 50 salariés : aucune consultation formelle n’est requise ; l’employeur informe néanmoins les membres du CSE, s’il existe, avant de prendre la décision.',
    convocationTitre: 'Convocation et ordre du jour',
    convocation: (raisonSociale: string, consultation: boolean, modification: boolean) =>
      `Les membres du comité social et économique de la société ${raisonSociale} sont convoqués le ____________ à ____ h, avec pour ordre du jour : ${consultation ? 'information et consultation' : 'information'} sur le projet de décision unilatérale ${modification ? 'portant modification du' : 'instituant un'} régime collectif et obligatoire de frais de santé.`,
    noteTitre: 'Note d’information',
    note: [
      ['Motif', 'Faire bénéficier les salariés d’une couverture complémentaire santé collective et obligatoire (article L911-7 du Code de la sécurité sociale).'],
      ['Organisme assureur', 'L’organisme assureur du contrat collectif (projet n°{id}).'],
    ] as [string, string][],
    calendrier: (date: string) =>
      `Calendrier : information du CSE, puis remise de la décision et de la notice d’information à chaque salarié contre décharge, puis entrée en vigueur le ${date}.`,
    avisTitre: (consultation: boolean) => (consultation ? 'Procès-verbal : avis du CSE' : 'Procès-verbal de la réunion d’information'),
    avis: [
      ['Date de la réunion', '____________________'],
      ['Membres présents', '____________________'],
      ['Avis du comité (favorable / défavorable)', '____________________'],
      ['Signature du secrétaire', ''],
    ] as [string, string][],
    projetJoint: 'Le projet de décision unilatérale est joint à la présente note.',
  },
  denonciation: {
    titre: 'Lettre de dénonciation de la décision unilatérale en vigueur',
    corps: (raisonSociale: string) =>
      `Madame, Monsieur, la société ${raisonSociale} vous informe qu’elle dénonce la décision unilatérale de l’employeur du ____________ instituant le régime de frais de santé dont vous bénéficiez, et son éventuel avenant, dans le respect d’un délai de prévenance d’au moins trois mois (Cass. soc., 14 octobre 2020, n° 19-14.265).`,
    fin: (date: string) => `La décision dénoncée cesse de produire effet le ${date}, date à laquelle elle est remplacée par une nouvelle décision unilatérale dont un exemplaire vous est remis.`,
    changements: 'Principales caractéristiques du nouveau régime :',
    procedure:
      'La dénonciation n’est opposable aux salariés qu’après l’information préalable des représentants du personnel, l’information individuelle et écrite de chaque salarié et le respect d’un délai de prévenance suffisant. L’employeur conserve la preuve de la remise de la présente lettre.',
    remise: [
      ['Salarié(e)', '____________________'],
      ['Remise le', '____________________'],
      ['Signature du salarié', ''],
    ] as [string, string][],
    noteCseTitre: 'Note d’information au CSE',
    noteCse: (date: string) =>
      `Les membres du CSE sont informés de la dénonciation de la décision unilatérale en vigueur et de son remplacement, à compter du ${date}, par une nouvelle décision unilatérale. Les salariés seront informés individuellement et par écrit au moins trois mois avant cette date.`,
  },
  notice: {
    titre: 'Notice d’information — régime collectif de frais de santé',
    sousTitre: 'Document de l’organisme assureur',
    sections: [
      ['Objet du contrat', 'Le contrat collectif rembourse, en complément de la sécurité sociale, les frais de santé des salariés affiliés et, selon la décision de l’employeur, de leurs ayants droit. Il est responsable et solidaire (articles L871-1, R871-1 et R871-2 du Code de la sécurité sociale).'],
      ['Affiliation', 'L’affiliation prend effet à la date d’effet du contrat ou à la date d’embauche. Les cas de dispense sont ceux de la décision de l’employeur et des articles L911-7 et D911-2 du Code de la sécurité sociale.'],
      ['Prestations', 'Les remboursements sont versés dans la limite des frais réels, sous déduction des remboursements de la sécurité sociale, selon le tableau de garanties remis par l’employeur. Les paniers 100 % santé (optique, dentaire, audiologie) sont pris en charge sans reste à charge.'],
      ['Exclusions', 'Conformément au cahier des charges du contrat responsable, ne sont pas pris en charge la participation forfaitaire, les franchises médicales, ni les majorations liées au non-respect du parcours de soins.'],
      ['Portabilité et maintien', 'En cas de rupture du contrat de travail ouvrant droit à l’assurance chômage, les garanties sont maintenues gratuitement jusqu’à douze mois (article L911-8 du Code de la sécurité sociale). Les anciens salariés peuvent demander le maintien de la couverture à titre individuel (article 4 de la loi n° 89-1009 du 31 décembre 1989).'],
      ['Réclamations et médiation', 'Toute réclamation est adressée au service client de l’organisme assureur ; en cas de désaccord persistant, le médiateur de l’assurance peut être saisi.'],
      ['Données personnelles', 'Les données sont traitées pour la gestion du contrat, dans le respect du règlement (UE) 2016/679 ; chacun dispose d’un droit d’accès, de rectification et d’opposition.'],
    ] as [string, string][],
    pied: (genereLe: string) => `Notice d’information · Édition du ${genereLe}`,
  },
} as const;
