/** Texts printed in generated PDF documents (shared layout and the theme preview). */
export const DOCUMENTS = {
  pagination: (page: number, total: number) => `Page ${page} / ${total}`,
  genereLe: (dateHeure: string) => `Généré le ${dateHeure}`,
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
