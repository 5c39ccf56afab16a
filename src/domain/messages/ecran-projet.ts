// Its own module: provident pages use it, and should not load the health screens' labels with it.
/** Shared by the projet screens of both markets (save dialog, read-only banner, notifications). Ours. */
export const ECRAN_PROJET = {
  enregistrementEnCours: 'Enregistrement…',
  duplicationEnCours: 'Duplication…',
  fermer: 'Fermer',
  notifications: 'Notifications',
} as const;
