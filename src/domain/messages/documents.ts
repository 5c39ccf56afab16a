/** Texts of the documents layer: the shared PDF layout and the document kits. */
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
    /** The documents queue did not take the job (Redis down): nothing was made, try again later (503). */
    serviceIndisponible: 'Le service de génération des documents est momentanément indisponible. Réessayez dans quelques instants.',
  },
} as const;
