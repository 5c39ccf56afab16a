import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { PageHeader, projectSteps, Timeline } from '../../../components';
import { PanneauHistorique } from '../../historique/screens/PanneauHistorique';

/**
 * The frame of every quoting screen, health and provident alike (spec 01 §2): French dates and
 * numbers in the fields (react-aria's I18nProvider) around the screen; a saved projet's screens end
 * with its 'Historique' panel (issue 28).
 */
export function CadreDevis({ children, idProjet }: { children: ReactNode; idProjet?: number | null }) {
  return (
    <I18nProvider locale="fr-FR">
      {children}
      {idProjet ? <PanneauHistorique idProjet={idProjet} /> : null}
    </I18nProvider>
  );
}

export interface EnteteDevisProps {
  /** The product's address segment. */
  produit: 'ssc' | 'spc';
  /** The projet of the route (none for a new one): the timeline's links carry it. */
  idProjet?: number;
  /** 0: 'Informations projet', 1: 'Garanties'. */
  etape: 0 | 1;
  titre: string;
  sousTitre?: string;
}

/** The top of a quoting screen: the projet steps' timeline and the page title. */
export function EnteteDevis({ produit, idProjet, etape, titre, sousTitre }: EnteteDevisProps) {
  return (
    <>
      <Timeline steps={projectSteps(produit, idProjet)} current={etape} />
      <PageHeader title={titre} subtitle={sousTitre} />
    </>
  );
}
