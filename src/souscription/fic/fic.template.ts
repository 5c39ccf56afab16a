import { SOUSCRIPTION_FIC } from '../../domain/messages';
import type { Theme } from '../../domain/theme/themes';
import { formatDateFr, formatDateHeureFr } from '../../domain/format';
import { PdfLayout } from '../../documents/pdf/pdf-layout';

const T = SOUSCRIPTION_FIC.pdf;

/** What the provider's FIC model shows of a projet (built by the service, rendered here without I/O). */
export interface VueFic {
  idProjet: number;
  codeProduit: 'SSC' | 'SPC';
  raisonSociale: string;
  siret: string | null;
  ccn: string | null;
  effectifGlobal: number | null;
  collegeType: string;
  collegeEffectif: number;
  dateEffet: string;
  resiliationInfraAnnuelle: boolean | null;
  typeMasseSalariale: 'T1' | 'T12' | null;
  commissionnementType: string;
  commissionnementTaux: number;
  baremeVersion: string;
  codeDistributeur: string;
  conseiller: string;
  genereLe: Date;
}

const dateFr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The provider's FIC model (brief §2.2): pre-contract information, needs, advice, signatures. */
export async function renderFic(v: VueFic, theme: Theme): Promise<Buffer> {
  const produit = T.produits[v.codeProduit];
  const layout = new PdfLayout({
    theme,
    title: T.titre,
    subtitle: T.sousTitre(produit, v.idProjet, v.raisonSociale),
    footerNote: `${T.pied(v.idProjet)} · Généré le ${formatDateHeureFr(v.genereLe)}`,
    createdAt: v.genereLe,
  });
  layout.paragraph(T.intro, { align: 'justify' });

  layout.heading(T.sectionIntermediaire);
  layout.keyValues(T.intermediaire(v.codeDistributeur, v.conseiller));
  layout.paragraph(T.remuneration(v.commissionnementType, v.commissionnementTaux));

  layout.heading(T.sectionReclamations);
  for (const ligne of T.reclamations) layout.paragraph(ligne, { align: 'justify' });

  layout.heading(T.sectionBesoins);
  const B = T.besoins;
  const lignes: [string, string][] = [
    [B.entreprise, v.raisonSociale],
    [B.siret, v.siret ? v.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : B.nonRenseigne],
    [B.ccn, v.ccn ?? B.nonRenseigne],
    [B.effectif, v.effectifGlobal === null ? B.nonRenseigne : String(v.effectifGlobal)],
    [B.college, `${T.colleges[v.collegeType] ?? v.collegeType} (${v.collegeEffectif} salarié${v.collegeEffectif > 1 ? 's' : ''})`],
    [B.dateEffet, dateFr(v.dateEffet)],
  ];
  if (v.codeProduit === 'SSC') lignes.push([B.contratExistant, v.resiliationInfraAnnuelle ? B.contratRemplace : B.aucunContrat]);
  if (v.codeProduit === 'SPC') {
    lignes.push([B.masseSalariale, v.typeMasseSalariale ? T.masses[v.typeMasseSalariale] : B.nonRenseigne]);
    if (v.collegeType === 'CADRE') lignes.push([B.obligationCadre, B.cadre150]);
  }
  lignes.push([B.budget, B.aCompleter]);
  layout.keyValues(lignes);

  layout.heading(T.sectionConseil);
  for (const ligne of T.conseil(produit, v.baremeVersion)) layout.paragraph(ligne, { align: 'justify' });

  layout.heading(T.sectionSignatures);
  layout.paragraph(T.faitLe);
  layout.spacer(12);
  layout.table(
    [
      { header: T.signatureClient, width: 1 },
      { header: T.signatureIntermediaire, width: 1 },
    ],
    [['\n\n\n\n', '\n\n\n\n']],
    { zebra: false },
  );
  layout.paragraph(`${formatDateFr(v.genereLe)}`, { color: theme.muted, size: 8 });
  return layout.toBuffer();
}
