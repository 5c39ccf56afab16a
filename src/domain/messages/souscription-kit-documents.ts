/**
 * Texts of the subscription kit's contractual, management and employee documents (brief §2.3,
 * §2.6; spec 02 step 4 and §7): conditions générales, fiche de paramétrage DSN, guide employeur,
 * DIA pre-filled per participant, dispense form, beneficiary designation, table of guarantees.
 * Each section is [title, paragraphs]; the PDFs are drawn from these by the kit's view-models.
 */
type Sections = readonly (readonly [string, readonly string[]])[];

const PRESCRIPTION_COMMUNE =
  'La prescription est interrompue par l’une des causes ordinaires d’interruption (reconnaissance du droit, demande en justice, acte d’exécution forcée), par la désignation d’un expert à la suite d’un sinistre, et par l’envoi d’une lettre recommandée ou d’un envoi recommandé électronique avec accusé de réception adressé par l’organisme assureur à l’entreprise pour le paiement de la cotisation, ou par l’entreprise, l’assuré ou le bénéficiaire à l’organisme assureur pour le règlement d’une prestation (articles L114-2 et L114-3 du Code des assurances ; article L932-13 du Code de la sécurité sociale).';

const RECLAMATION = [
  'Toute réclamation relative à l’adhésion, aux cotisations ou aux prestations est adressée par écrit au service réclamations de l’organisme assureur, qui en accuse réception sous dix jours ouvrables et y répond dans un délai de deux mois au plus.',
  'Si la réponse ne satisfait pas le réclamant, ou en l’absence de réponse dans ce délai, celui-ci peut saisir gratuitement le médiateur compétent : La Médiation de l’Assurance (TSA 50110, 75441 Paris Cedex 09, www.mediation-assurance.org) pour une entreprise d’assurance, ou le Médiateur de la protection sociale (CTIP, 10 rue Cambacérès, 75008 Paris) pour une institution de prévoyance. Le recours au médiateur n’empêche pas de saisir le tribunal compétent.',
  'L’organisme assureur est contrôlé par l’Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.',
] as const;

const DONNEES_PERSONNELLES = [
  'Les données personnelles de l’entreprise, des salariés et de leurs ayants droit sont traitées par l’organisme assureur, responsable de traitement, pour la passation, la gestion et l’exécution du contrat, le respect de ses obligations légales (dont la lutte contre le blanchiment et la fraude) et, avec leur accord, la prospection. Les données de santé ne sont traitées que par les personnes habilitées et, pour les questionnaires médicaux, par le seul service médical (règlement (UE) 2016/679 et loi n° 78-17 du 6 janvier 1978).',
  'Les données sont conservées pendant la durée du contrat puis jusqu’à l’expiration des délais de prescription. Chaque personne dispose d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, et peut définir des directives sur le sort de ses données après son décès, en écrivant au délégué à la protection des données de l’organisme assureur. Elle peut introduire une réclamation auprès de la CNIL (3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr).',
] as const;

const FAUSSE_DECLARATION =
  'Toute réticence ou fausse déclaration intentionnelle de l’entreprise ou de l’assuré entraîne la nullité de l’adhésion ou de l’affiliation ; non intentionnelle, elle permet à l’organisme assureur d’augmenter la cotisation ou de résilier, ou de réduire les prestations en proportion des cotisations payées (articles L113-8 et L113-9 du Code des assurances ; article L932-7 du Code de la sécurité sociale).';

export const SOUSCRIPTION_KIT_DOCUMENTS = {
  /** Conditions générales, the same for every client of a product. */
  conditionsGenerales: {
    titre: 'Conditions générales',
    sousTitre: {
      SSC: 'Contrat collectif à adhésion obligatoire — frais de santé',
      SPC: 'Contrat collectif à adhésion obligatoire — prévoyance',
    },
    reference: (produit: string) => `Les présentes conditions générales, la demande d’adhésion signée et le tableau de garanties forment le contrat collectif « ${produit} » conclu entre l’entreprise adhérente et l’organisme assureur.`,
    sections: {
      SSC: [
        [
          'Article 1 — Objet du contrat',
          [
            'Le contrat a pour objet de rembourser aux salariés affiliés et, selon l’acte instituant le régime, à leurs ayants droit, tout ou partie des frais de santé restant à leur charge après l’intervention de l’assurance maladie obligatoire, dans la limite des frais réels et des garanties choisies.',
            'Le contrat est responsable et solidaire : il respecte les obligations et interdictions de prise en charge des articles L871-1, R871-1 et R871-2 du Code de la sécurité sociale, et couvre au moins le panier de soins minimal de l’article D911-1 (article L911-7).',
          ],
        ],
        [
          'Article 2 — Adhésion de l’entreprise',
          [
            'L’entreprise adhère au contrat par la signature de la demande d’adhésion. L’adhésion prend effet à la date d’effet qui y figure, sous réserve de son acceptation par l’organisme assureur et du paiement de la première cotisation.',
            'L’adhésion est conclue jusqu’au 31 décembre de l’année de sa prise d’effet ; elle se renouvelle ensuite par tacite reconduction le 1er janvier de chaque année.',
          ],
        ],
        [
          'Article 3 — Affiliation des salariés',
          [
            'L’affiliation est obligatoire pour tous les salariés du collège assuré, à la date d’effet du contrat ou, pour les salariés embauchés ensuite, à leur date d’embauche, sans période d’attente ni questionnaire médical.',
            'Peuvent seuls en être dispensés, à leur demande écrite, les salariés relevant d’un cas de dispense d’ordre public (articles L911-7 III et D911-2 du Code de la sécurité sociale) ou d’un cas prévu par l’acte instituant le régime (article R242-1-6).',
            'L’entreprise déclare les entrées et sorties de salariés par la déclaration sociale nominative (DSN), par l’espace entreprise ou au moyen du bulletin individuel d’affiliation.',
          ],
        ],
        [
          'Article 4 — Cotisations',
          [
            'Les cotisations sont exprimées en pourcentage du plafond mensuel de la sécurité sociale (PMSS) de l’année, selon la structure de cotisation choisie (isolé, famille, ou par nombre de bénéficiaires). L’employeur en finance au moins la moitié (article L911-7 du Code de la sécurité sociale).',
            'Elles sont payables à terme échu, selon la périodicité prévue, par télépaiement DSN ou par prélèvement SEPA. À défaut de paiement dans les dix jours de l’échéance, l’organisme assureur adresse une mise en demeure ; les garanties peuvent être suspendues trente jours après celle-ci puis l’adhésion résiliée dix jours plus tard (article L113-3 du Code des assurances ; article L932-9 du Code de la sécurité sociale).',
          ],
        ],
        [
          'Article 5 — Prise d’effet et cessation des garanties',
          [
            'Les garanties d’un salarié prennent effet à la date de son affiliation. Elles cessent à la date de rupture de son contrat de travail, à la date de résiliation de l’adhésion, ou à son décès.',
            'Le salarié dont le contrat de travail est rompu et qui est pris en charge par l’assurance chômage conserve gratuitement ses garanties pendant la durée de son indemnisation, dans la limite de douze mois (portabilité, article L911-8 du Code de la sécurité sociale). Les anciens salariés bénéficiaires d’une rente d’incapacité ou d’invalidité, d’une pension de retraite ou d’un revenu de remplacement peuvent demander, dans les six mois, le maintien de la couverture à titre individuel (article 4 de la loi n° 89-1009 du 31 décembre 1989).',
          ],
        ],
        [
          'Article 6 — Résiliation',
          [
            'L’entreprise ou l’organisme assureur peut résilier l’adhésion à l’échéance du 31 décembre, par lettre ou envoi recommandé adressé au moins deux mois avant cette date (article L113-12 du Code des assurances ; article L932-12 du Code de la sécurité sociale).',
            'Après la première année, l’entreprise peut résilier l’adhésion à tout moment, sans frais ni pénalités ; la résiliation prend effet un mois après sa notification. Le nouvel organisme assureur peut effectuer cette démarche pour le compte de l’entreprise au moyen d’un mandat de résiliation infra-annuelle (loi n° 2019-733 du 14 juillet 2019 ; article L113-15-2 du Code des assurances ; articles L932-12-1 et L932-21-2 du Code de la sécurité sociale ; article L221-10-2 du Code de la mutualité).',
          ],
        ],
        ['Article 7 — Fausse déclaration', [FAUSSE_DECLARATION]],
        [
          'Article 8 — Prescription',
          [
            'Toute action dérivant du contrat est prescrite par deux ans à compter de l’événement qui y donne naissance (article L114-1 du Code des assurances ; article L932-13 du Code de la sécurité sociale).',
            PRESCRIPTION_COMMUNE,
          ],
        ],
        ['Article 9 — Réclamations et médiation', RECLAMATION],
        ['Article 10 — Données personnelles', DONNEES_PERSONNELLES],
      ],
      SPC: [
        [
          'Article 1 — Objet du contrat',
          [
            'Le contrat a pour objet de garantir aux salariés affiliés et à leurs bénéficiaires le versement de prestations en cas de décès (capital, rente éducation), d’incapacité temporaire de travail (indemnités journalières) et d’invalidité (rente), selon les garanties et niveaux choisis dans la demande d’adhésion.',
            'Pour le collège des cadres, le contrat permet à l’employeur de respecter l’obligation de cotisation à sa charge d’au moins 1,50 % de la tranche 1, affectée par priorité à la garantie décès (accord national interprofessionnel du 17 novembre 2017 relatif à la prévoyance des cadres).',
          ],
        ],
        [
          'Article 2 — Adhésion de l’entreprise',
          [
            'L’entreprise adhère au contrat par la signature de la demande d’adhésion. L’adhésion prend effet à la date d’effet qui y figure, sous réserve de son acceptation par l’organisme assureur, le cas échéant au vu des formalités médicales, et du paiement de la première cotisation.',
            'L’adhésion est conclue jusqu’au 31 décembre de l’année de sa prise d’effet ; elle se renouvelle ensuite par tacite reconduction le 1er janvier de chaque année.',
          ],
        ],
        [
          'Article 3 — Affiliation des salariés',
          [
            'L’affiliation est obligatoire pour tous les salariés du collège assuré, à la date d’effet du contrat ou à leur date d’embauche. Seuls peuvent en être dispensés, à leur demande écrite, les salariés relevant d’un cas de dispense prévu par l’acte instituant le régime (article R242-1-6 du Code de la sécurité sociale) ou, pour un régime à cotisation salariale, les salariés présents lors de sa mise en place par décision unilatérale (article 11 de la loi n° 89-1009 du 31 décembre 1989).',
            'Le salarié en arrêt de travail à la date d’effet est affilié ; les prestations en cours restent à la charge de l’organisme assureur précédent (article 7 de la loi n° 89-1009), et la garantie décès des salariés en incapacité ou en invalidité est maintenue (article 7-1).',
            'Chaque salarié peut désigner les bénéficiaires du capital décès au moyen du formulaire de désignation de bénéficiaire.',
          ],
        ],
        [
          'Article 4 — Cotisations',
          [
            'Les cotisations sont exprimées en pourcentage des salaires bruts soumis à cotisations, par tranche : tranche 1 (jusqu’au plafond annuel de la sécurité sociale) et, le cas échéant, tranche 2 (de un à huit plafonds). Elles comprennent la cotisation à l’association de prévoyance indiquée dans la demande d’adhésion.',
            'Elles sont payables à terme échu par télépaiement DSN ou par prélèvement SEPA. À défaut de paiement dans les dix jours de l’échéance, l’organisme assureur adresse une mise en demeure ; les garanties peuvent être suspendues trente jours après celle-ci puis l’adhésion résiliée dix jours plus tard (article L113-3 du Code des assurances ; article L932-9 du Code de la sécurité sociale).',
          ],
        ],
        [
          'Article 5 — Prise d’effet et cessation des garanties',
          [
            'Les garanties d’un salarié prennent effet à la date de son affiliation. Elles cessent à la rupture de son contrat de travail, à la résiliation de l’adhésion, ou à la liquidation de sa pension de retraite, sauf maintien prévu ci-après.',
            'Le salarié pris en charge par l’assurance chômage conserve gratuitement ses garanties pendant la durée de son indemnisation, dans la limite de douze mois (portabilité, article L911-8 du Code de la sécurité sociale). Les prestations en cours à la date de résiliation sont maintenues à leur niveau atteint, et leur revalorisation est assurée (article L912-3 du Code de la sécurité sociale).',
          ],
        ],
        [
          'Article 6 — Résiliation',
          [
            'L’entreprise ou l’organisme assureur peut résilier l’adhésion à l’échéance du 31 décembre, par lettre ou envoi recommandé adressé au moins deux mois avant cette date (article L113-12 du Code des assurances ; article L932-12 du Code de la sécurité sociale). La résiliation infra-annuelle des contrats de complémentaire santé ne s’applique pas au présent contrat de prévoyance.',
          ],
        ],
        ['Article 7 — Fausse déclaration', [FAUSSE_DECLARATION]],
        [
          'Article 8 — Prescription',
          [
            'Toute action dérivant du contrat est prescrite par deux ans à compter de l’événement qui y donne naissance (article L114-1 du Code des assurances ; article L932-13 du Code de la sécurité sociale). Ce délai est porté à cinq ans pour l’incapacité de travail auprès d’une institution de prévoyance, et à dix ans pour la garantie décès lorsque le bénéficiaire n’est pas le salarié assuré.',
            PRESCRIPTION_COMMUNE,
          ],
        ],
        ['Article 9 — Réclamations et médiation', RECLAMATION],
        ['Article 10 — Données personnelles', DONNEES_PERSONNELLES],
      ],
    } satisfies Record<'SSC' | 'SPC', Sections>,
  },
  /** Fiche de paramétrage DSN: what the company's payroll software declares (blocs S21.G00.15 and .70). */
  parametrageDsn: {
    titre: 'Fiche de paramétrage DSN',
    sousTitre: (produit: string, raisonSociale: string) => `${produit} — ${raisonSociale}`,
    intro:
      'À transmettre au service paie ou à l’expert-comptable de l’entreprise : ces éléments paramètrent le contrat dans le logiciel de paie pour la déclaration sociale nominative (DSN).',
    entreprise: 'L’entreprise',
    raisonSociale: 'Raison sociale',
    siret: 'SIRET de l’établissement déclarant',
    contrat: 'Le contrat (bloc « Adhésion prévoyance », S21.G00.15)',
    reference: 'Référence du contrat',
    referenceValeur: (idProjet: number) => `Projet n°${idProjet} (référence définitive communiquée à l’émission du contrat)`,
    organisme: 'Code organisme',
    organismeValeur: (code: string, assureur: string) => `${code} (${assureur})`,
    delegataire: 'Code délégataire de gestion',
    sansDelegataire: 'Sans objet',
    typeContrat: 'Nature du contrat',
    typesContrat: { SSC: 'Frais de santé', SPC: 'Prévoyance' } as Record<'SSC' | 'SPC', string>,
    dateEffet: 'Date d’effet',
    populations: 'Options et populations (bloc « Affiliation prévoyance », S21.G00.70)',
    colonnesPopulations: ['Collège', 'Code population', 'Code option', 'Effectif du collège'],
    cotisations: 'Cotisations (bloc « Cotisation individuelle », S21.G00.81)',
    colonnesCotisations: ['Structure ou tranche', 'Base', 'Taux', 'Montant indicatif'],
    baseSante: 'PMSS',
    tranches: { T1: 'Tranche 1', T2: 'Tranche 2' } as Record<string, string>,
    baseTranche: (t: string) => `Salaire brut — ${t}`,
    montantMensuel: (m: string) => `${m} / mois`,
    montantAnnuel: (m: string) => `${m} / an`,
    noteSante: (part: string) => `Cotisation par salarié selon sa situation familiale ; part patronale d’au moins ${part} (article L911-7 du Code de la sécurité sociale).`,
    notePrevoyance: 'Les taux s’appliquent aux salaires bruts soumis à cotisations, par tranche ; ils comprennent la cotisation à l’association de prévoyance.',
    tarifAbsent: 'Le tarif du projet n’est pas disponible.',
    paiement: 'Paiement',
    paiementTexte:
      'Les cotisations sont payées par la DSN mensuelle (bloc « Versement organisme de protection sociale », S21.G00.20) ; un mandat de prélèvement SEPA actif doit être déposé sur net-entreprises.fr avant le premier télépaiement.',
    /** Demonstration value: the insurer gives its own organisme code. */
    codeOrganisme: 'P0000',
  },
  /** Guide employeur, the same for every client of a product. */
  guideEmployeur: {
    titre: 'Guide employeur',
    sousTitre: {
      SSC: 'Gérer le contrat collectif de frais de santé au quotidien',
      SPC: 'Gérer le contrat collectif de prévoyance au quotidien',
    },
    sections: {
      SSC: [
        ['Avant la date d’effet', ['Remettez à chaque salarié l’acte instituant le régime (la décision unilatérale, avec son accusé de réception, ou l’accord collectif), la notice d’information et le tableau de garanties. Conservez la preuve de cette remise.', 'Paramétrez le contrat dans le logiciel de paie à l’aide de la fiche de paramétrage DSN, et déposez le mandat de prélèvement SEPA sur net-entreprises.fr.']],
        ['Affiliation des salariés', ['Tous les salariés du collège assuré sont affiliés à la date d’effet, puis chaque nouveau salarié dès son embauche. L’affiliation se fait par la DSN, par l’espace entreprise ou par le bulletin individuel d’affiliation.', 'Le salarié qui souhaite être dispensé remplit le formulaire de dispense d’affiliation et y joint ses justificatifs ; conservez-les pour un contrôle de l’URSSAF, et demandez chaque année le justificatif lorsque le cas de dispense l’exige.']],
        ['Entrées, sorties et changements de situation', ['Déclarez chaque embauche et chaque départ dans la DSN du mois. Un changement de situation familiale du salarié (mariage, naissance, fin de rattachement d’un enfant) peut modifier sa structure de cotisation : il le signale à l’organisme assureur avec les justificatifs.']],
        ['Portabilité des droits', ['À la rupture du contrat de travail ouvrant droit à l’assurance chômage (hors faute lourde), le salarié conserve gratuitement ses garanties pendant la durée de son indemnisation, au plus douze mois (article L911-8 du Code de la sécurité sociale). Mentionnez ce maintien dans le certificat de travail et signalez la rupture à l’organisme assureur.', 'Les anciens salariés (retraités, invalides, chômeurs indemnisés) peuvent demander dans les six mois le maintien de leur couverture à titre individuel (article 4 de la loi Evin).']],
        ['Déclarations DSN et cotisations', ['Chaque mois, la DSN déclare l’affiliation de chaque salarié à l’option et à la population du contrat, et la cotisation individuelle calculée selon sa structure. Le télépaiement des cotisations est effectué à l’échéance prévue ; un écart entre cotisations déclarées et versées donne lieu à régularisation.']],
        ['Contacts', ['Gestion des affiliations et des cotisations : votre espace entreprise et le service gestion de l’organisme assureur. Conseil, modification des garanties, nouveaux collèges : votre courtier.', 'Réclamations : le service réclamations de l’organisme assureur, puis le médiateur mentionné dans les conditions générales.']],
      ],
      SPC: [
        ['Avant la date d’effet', ['Remettez à chaque salarié l’acte instituant le régime, la notice d’information et le tableau de garanties, ainsi que le formulaire de désignation de bénéficiaire. Conservez la preuve de cette remise.', 'Paramétrez le contrat dans le logiciel de paie à l’aide de la fiche de paramétrage DSN, et déposez le mandat de prélèvement SEPA sur net-entreprises.fr.']],
        ['Affiliation des salariés', ['Tous les salariés du collège assuré sont affiliés à la date d’effet, puis chaque nouveau salarié dès son embauche, par la DSN, l’espace entreprise ou le bulletin individuel d’affiliation. Pour un petit collège, le questionnaire de santé éventuel est adressé sous pli fermé au médecin-conseil de l’organisme assureur.', 'Seuls les cas de dispense prévus par l’acte instituant le régime peuvent être accordés, sur demande écrite du salarié.']],
        ['Arrêts de travail et sinistres', ['Déclarez tout arrêt de travail à l’organisme assureur dès la fin de la période de franchise, avec les attestations de salaire et les décomptes de la sécurité sociale. En cas de décès d’un salarié, transmettez l’acte de décès et les coordonnées des bénéficiaires désignés.', 'Les salariés déjà en arrêt de travail à la date d’effet restent indemnisés par l’organisme assureur précédent (article 7 de la loi Evin).']],
        ['Portabilité des droits', ['À la rupture du contrat de travail ouvrant droit à l’assurance chômage (hors faute lourde), le salarié conserve gratuitement ses garanties pendant la durée de son indemnisation, au plus douze mois (article L911-8 du Code de la sécurité sociale). Mentionnez ce maintien dans le certificat de travail et signalez la rupture à l’organisme assureur.']],
        ['Déclarations DSN et cotisations', ['Chaque mois, la DSN déclare l’affiliation de chaque salarié à l’option et à la population du contrat, les bases de cotisation par tranche et les cotisations individuelles. Le télépaiement des cotisations est effectué à l’échéance prévue ; un écart entre cotisations déclarées et versées donne lieu à régularisation.']],
        ['Contacts', ['Gestion des affiliations, des cotisations et des sinistres : votre espace entreprise et le service gestion de l’organisme assureur. Conseil, modification des garanties, nouveaux collèges : votre courtier.', 'Réclamations : le service réclamations de l’organisme assureur, puis le médiateur mentionné dans les conditions générales.']],
      ],
    } satisfies Record<'SSC' | 'SPC', Sections>,
  },
  /** The DIA pre-filled for one participant entered in step 2. */
  diaNominatif: {
    nom: (prenom: string, nom: string) => `Bulletin individuel d’affiliation — ${prenom} ${nom}`,
    detail: 'Prérempli avec l’identité saisie à l’étape Participants',
    nomFichier: (n: number) => `Bulletin individuel d affiliation ${n}`,
    sousTitre: (prenom: string, nom: string, raisonSociale: string) => `${prenom} ${nom} — ${raisonSociale}`,
  },
  dispense: {
    titre: 'Demande de dispense d’affiliation',
    sousTitre: {
      SSC: (raisonSociale: string) => `Régime collectif et obligatoire de frais de santé — ${raisonSociale}`,
      SPC: (raisonSociale: string) => `Régime collectif et obligatoire de prévoyance — ${raisonSociale}`,
    },
    identite: ['Nom', 'Prénom', 'Date de naissance', 'Date d’embauche', 'Collège'],
    ordrePublicTitre: 'Cas de dispense d’ordre public (articles L911-7 III et D911-2 du Code de la sécurité sociale), applicables même si l’acte instituant le régime ne les prévoit pas :',
    facultativesTitre: {
      SSC: 'Cas de dispense prévus par l’acte instituant le régime (article R242-1-6 du Code de la sécurité sociale) — valables seulement s’ils y figurent :',
      SPC: 'En prévoyance, seuls les cas de dispense prévus par l’acte instituant le régime (accord collectif, référendum ou décision unilatérale de l’employeur) ouvrent droit à dispense (article R242-1-6 du Code de la sécurité sociale) ; l’employeur barre ceux que l’acte ne prévoit pas :',
    },
    colonnes: ['', 'Cas de dispense', 'Justificatif à joindre'],
    facultatives: [
      ['CDD, apprentissage ou mission d’au moins 12 mois (R242-1-6 2° a)', 'Justificatif d’une couverture individuelle pour les mêmes risques'],
      ['CDD ou mission de moins de 12 mois (R242-1-6 2° b)', 'Aucun'],
      ['Temps partiel ou apprenti dont la cotisation atteindrait au moins 10 % de la rémunération brute (R242-1-6 2° c)', 'Aucun'],
      ['Présent(e) lors de la mise en place par décision unilatérale d’un régime avec cotisation salariale (loi Evin, art. 11)', 'Aucun'],
    ] as [string, string][],
    facultativesSante: [['Couvert(e) par l’ENIM ou la CPRPSNCF (R242-1-6)', 'Attestation de cette couverture']] as [string, string][],
  },
  designation: {
    titre: 'Désignation de bénéficiaire',
    sousTitre: (raisonSociale: string) => `Capital décès du contrat collectif de prévoyance — ${raisonSociale}`,
    assure: 'L’assuré(e)',
    identite: ['Nom', 'Prénom', 'Date de naissance', 'N° de sécurité sociale (NIR)', 'Adresse'],
    choix: 'Je désigne comme bénéficiaire(s) du capital décès (cochez une seule case) :',
    standard: '□ La clause standard : mon conjoint non séparé de corps, ou mon partenaire lié par un PACS ; à défaut mes enfants nés ou à naître, vivants ou représentés, par parts égales ; à défaut mes parents, par parts égales ; à défaut mes héritiers.',
    specifique: '□ La clause particulière suivante (nom, prénom, date et lieu de naissance, adresse et part de chaque bénéficiaire ; indiquez qui recueille la part d’un bénéficiaire prédécédé) :',
    colonnes: ['Nom et prénom', 'Date et lieu de naissance', 'Adresse', 'Part (%)'],
    notaire: '□ Ma clause particulière est déposée chez Maître ____________________, notaire à ____________________.',
    informations: [
      'La désignation peut être modifiée à tout moment par un nouveau formulaire daté et signé, tant que le bénéficiaire n’a pas accepté le bénéfice ; l’acceptation n’est possible qu’avec l’accord de l’assuré (article L132-9 du Code des assurances).',
      'À défaut de désignation, ou si elle devient sans effet, la clause standard s’applique. Le capital décès est versé hors succession, dans les conditions fiscales de l’article 990 I du Code général des impôts.',
      'Ce formulaire est adressé à l’organisme assureur, sous pli fermé si l’assuré le souhaite ; l’employeur n’en conserve pas de copie.',
    ],
  },
  garanties: {
    titre: 'Tableau de garanties',
    sousTitre: (produit: string, raisonSociale: string) => `${produit} — ${raisonSociale}`,
    contrat: 'Le régime',
    offre: 'Offre',
    college: 'Collège assuré',
    dateEffet: 'Date d’effet',
    intro: {
      SSC: 'Niveaux de remboursement retenus pour chaque poste de soins, en complément de la sécurité sociale et dans la limite des frais réels. Le contrat est responsable : les paniers 100 % santé sont pris en charge sans reste à charge.',
      SPC: 'Garanties retenues pour le collège assuré. Les prestations complètent celles de la sécurité sociale selon les conditions de la notice d’information.',
    },
    note: 'Document d’information remis à chaque salarié ; seuls le contrat et la notice d’information font foi.',
    tarifAbsent: 'Le tarif du projet n’est pas disponible : les garanties seront précisées à la souscription.',
  },
} as const;
