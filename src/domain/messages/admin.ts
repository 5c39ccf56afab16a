/** The administration pages and API (issue 29; ours: the spec has no admin screen). */
export const ADMIN = {
  /** 403 of /api/admin and /admin for a user without the admin role. */
  roleRequis: "Cette page est réservée aux administrateurs (rôle « admin » du fournisseur d'identité).",
  entree: 'Administration',
  titre: 'Administration des documents',
  portee:
    'Vous agissez sur les documents de tous les distributeurs : chaque consultation et chaque action est inscrite au journal d’audit.',

  // Jobs at a glance.
  titreFiles: 'Files de travaux',
  etats: { waiting: 'En attente', active: 'En cours', completed: 'Terminés', failed: 'En échec', delayed: 'Différés' } as Record<string, string>,
  plusAncienneAttente: 'Attente la plus ancienne',
  debitRecent: 'Terminés (dernière heure)',
  aucunEchec: 'Aucun travail en échec.',
  relancer: 'Relancer',
  abandonner: 'Abandonner',
  relancerTout: 'Tout relancer',
  abandonnerTout: 'Tout abandonner',
  tentatives: 'Tentatives',
  erreur: 'Erreur',
  projet: 'Projet',
  travailIntrouvable: 'Ce travail n’existe plus ou n’est pas en échec.',
  nomTravailInvalide: 'Indiquez le type de travail.',
  typeTravailInconnu: (nom: string) => `Type de travail inconnu : ${nom}.`,

  // Regenerations.
  /** Printed as the adviser of a study an admin regenerated (the broker's name is not kept with the projet). */
  conseillerRegeneration: 'Votre conseiller',
  titreRegenerations: 'Régénérer des documents',
  regenerationLancee: 'Régénération lancée.',
  lotIntrouvable: 'Ce lot de régénération n’existe pas.',
  lotTermine: 'Ce lot est déjà terminé.',
  lotAnnule: 'Ce lot a été annulé : lancez-en un autre.',
  projetIntrouvable: (id: number) => `Le projet ${id} n'existe pas.`,
  documentInconnu: (type: string) => `Type de document inconnu : ${type}.`,
  lotVide: 'Aucun document ne correspond à ce filtre.',
  lotTropGrand: (max: number) => `Un lot compte au plus ${max} documents : précisez le filtre.`,
  filtreInvalide: 'Filtre invalide : une valeur courte est attendue.',
  dateInvalide: 'Date invalide : format attendu AAAA-MM-JJ.',
  projetInvalide: 'Identifiant de projet invalide.',
  cibleOuFiltre: 'Indiquez un projet ou un filtre, pas les deux.',
  periodeInvalide: 'La date de fin doit suivre la date de début.',
  lancerLot: 'Lancer la régénération',
  annulerLot: 'Annuler le lot',
  progression: (faits: number, total: number) => `${faits} sur ${total}`,
  etatsLot: { EN_COURS: 'En cours', TERMINE: 'Terminé', ANNULE: 'Annulé' } as Record<string, string>,

  // Mail outbox.
  titreCourriels: 'Courriels',
  etatsCourriel: { PENDING: 'À envoyer', SENDING: 'En cours d’envoi', SENT: 'Envoyé', CAPTURED: 'Capturé (démonstration)', UNCERTAIN: 'Remise incertaine', FAILED: 'En échec' } as Record<string, string>,
  renvoyer: 'Renvoyer',
  courrielIntrouvable: 'Ce courriel n’existe pas.',
  courrielNonEchoue: 'Seul un courriel en échec peut être renvoyé, et une seule fois.',
  aucunCourriel: 'Aucun courriel.',
  statutCourrielInvalide: 'Statut de courriel inconnu.',
  fichierIntrouvable: 'Ce document n’existe pas.',
} as const;
