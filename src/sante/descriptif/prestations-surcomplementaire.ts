/**
 * Benefits of the individual top-up (surcomplémentaire individuelle), as printed in its benefits
 * description. Product content (PRODUCT.md: 'The individual top-up has its own price list'; its
 * benefits are ours to design), consistent with the barème's description: private room, fee
 * overruns, optical, dental and complementary medicine. Amounts are added to the collective
 * contract's, within actual costs and the contrat responsable ceilings.
 */

export interface RenfortSurcomplementaire {
  garantie: string;
  renfort: string;
}

export const RENFORTS_SURCOMPLEMENTAIRE: readonly RenfortSurcomplementaire[] = [
  { garantie: 'Hospitalisation - Chambre particulière', renfort: '60 € par jour, dans la limite de 60 jours par an (ambulatoire : 30 € par séjour)' },
  { garantie: 'Hospitalisation - Honoraires (praticiens OPTAM, OPTAM-CO)', renfort: '+ 100 % BRSS' },
  { garantie: 'Soins courants - Honoraires médicaux (praticiens OPTAM)', renfort: '+ 100 % BRSS' },
  { garantie: 'Dentaire - Soins prothétiques et orthodontie remboursés', renfort: '+ 100 % BRSS' },
  { garantie: 'Dentaire - Implantologie et parodontologie non remboursées', renfort: '+ 300 € par an et par bénéficiaire' },
  { garantie: 'Optique - Équipement (monture et verres)', renfort: '+ 100 € par équipement, dans les plafonds du contrat responsable' },
  { garantie: 'Aides auditives (hors 100 % Santé)', renfort: '+ 200 € par oreille, dans la limite de 1 700 € par oreille tous remboursements confondus' },
  { garantie: 'Médecines complémentaires (ostéopathie, chiropraxie, diététique…)', renfort: '+ 4 séances de 40 € par an' },
];
