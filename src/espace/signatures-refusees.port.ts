/**
 * What Mes clients asks the signature area (above it, docs/adr/0064): which projets' latest
 * signature transaction is a refusal, and when. Answered by SignatureRepository (SignatureTableModule,
 * global), so the workspace shows 'Refusé le …' apart from 'En souscription' (issue 27 item 4).
 */
export abstract class SignaturesRefusees {
  abstract refusesLe(projetIds: number[], codeDistributeur: string): Promise<Map<number, Date>>;
}
