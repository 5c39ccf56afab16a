/** Texts printed in generated PDF documents (shared layout and the theme preview). */
export const DOCUMENTS = {
  pagination: (page: number, total: number) => `Page ${page} / ${total}`,
  genereLe: (dateHeure: string) => `Généré le ${dateHeure}`,
  /** Document kits (src/documents/kit): spec 02 'Documents kit', spec 03 kit DUE. */
  kit: {
    erreurDocument: 'Erreur lors de la récupération du document',
    erreurDocuments: 'Erreur lors de la récupération des documents',
    selectionVide: 'Sélectionnez au moins un document.',
    documentInconnu: (id: string) => `Le document « ${id} » ne fait pas partie de ce kit.`,
    autreCategorie: (nom: string) => `Le document « ${nom} » n'appartient pas à cette catégorie.`,
    pasParEmail: (nom: string) => `Le document « ${nom} » ne peut pas être envoyé par e-mail.`,
    indisponible: "Ce document n'est pas disponible.",
  },
  apercuTheme: {
    titre: 'Aperçu du thème',
    sousTitre: (marque: string, theme: string) => `${marque} — thème « ${theme} »`,
    nomFichier: (marque: string) => `Aperçu du thème ${marque}.pdf`,
    demandePar: (nom: string) => `Document demandé par ${nom}.`,
    couleurs: 'Couleurs',
    libellesCouleurs: {
      primary: 'Principale',
      primaryContrast: 'Contraste',
      secondary: 'Secondaire',
      background: 'Fond',
      surface: 'Surface',
      text: 'Texte',
      muted: 'Texte atténué',
      success: 'Succès',
      warning: 'Avertissement',
      danger: 'Danger',
    },
    typographie: 'Typographie',
    texteExemple:
      'Les garanties « frais de santé » s’appliquent dès l’adhésion de l’entreprise : hospitalisation, optique, ' +
      'dentaire, médecines douces. Les salariés bénéficient du tiers payant ; la cotisation est prélevée chaque mois.',
    montantExemple: (montant: string, taux: string) => `Cotisation mensuelle estimée : ${montant} (soit ${taux} du PMSS).`,
    tableau: 'Tableau',
    colonnes: ['Garantie', 'Niveau', 'Remboursement', 'Cotisation'],
    lignes: [
      ['Hospitalisation', 'Confort', '300 % BR', '12,40 €'],
      ['Optique', 'Essentiel', '150 € par an', '4,85 €'],
      ['Dentaire — prothèses', 'Confort', '250 % BR', '9,10 €'],
      ['Médecines douces', 'Sérénité', '4 séances × 40 €', '1 250,00 €'],
    ],
    pied: (marque: string) => `${marque} · Aperçu du thème`,
  },
} as const;
