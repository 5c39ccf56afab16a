/** A document of the subscription kit as POST /projets/documents-souscription answers it (02 §7; brief §2.6). */
export interface DocumentSouscriptionVue {
  id: string;
  nom: string;
  detail: string | null;
  url: string;
  /** 'GET' / 'POST' on `url` for a download; 'PAGE' for a page of the application (never zipped nor e-mailed). */
  methode: 'GET' | 'POST' | 'PAGE';
  page: boolean;
  statique: boolean;
  /** isEligibleEmail. */
  email: boolean;
  disponible: boolean;
  confirmation_fige: boolean;
  /** 'incomplet_pour_edition_da' while the file is incomplete. */
  raison_indisponibilite: string | null;
  message_indisponibilite: string | null;
}

export interface GroupeSouscriptionVue {
  projet_id: number;
  nom: string;
  /** 'entreprise' or 'salarie'. */
  code_categorie: string;
  documents: DocumentSouscriptionVue[];
}
