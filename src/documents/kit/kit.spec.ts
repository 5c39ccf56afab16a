import { RefusMetier } from '../../common/refus-metier';
import { DOCUMENTS } from '../../domain/messages';
import { definirKit, listerKit, selectionnerKit } from './kit';
import { DocJob, KIT, produire, type Ctx } from './kit.fixtures';

const complet: Ctx = { idProjet: 12, complet: true, prevoyance: false };
const incomplet: Ctx = { ...complet, complet: false };

function refus(f: () => unknown): RefusMetier {
  try {
    f();
  } catch (e) {
    if (e instanceof RefusMetier) return e;
    throw e;
  }
  throw new Error('pas de refus');
}

describe('definirKit', () => {
  it.each([
    ['a duplicated id', [{ id: 'a' }, { id: 'a' }], /deux fois/],
    ['an id that is not a code', [{ id: 'Demande adhésion' }], /invalide/],
  ])('refuses %s', (_cas, docs, erreur) => {
    const documents = docs.map((d) => ({ ...d, nom: d.id, url: () => '/', produire: produire(d.id) }));
    expect(() => definirKit<Ctx>({ nom: 'k', groupes: [{ nom: 'G', code_categorie: 'entreprise', documents }] })).toThrow(erreur);
  });
});

describe('listerKit', () => {
  it('lists groups and documents present for the context, with availability and its reason, empty groups left out', () => {
    expect(listerKit(KIT, incomplet)).toEqual([
      {
        nom: 'Contractuels',
        code_categorie: 'entreprise',
        documents: [
          {
            id: 'demande-adhesion',
            nom: "Demande d'adhésion",
            detail: null,
            url: '/api/projets/12/documents/demande-adhesion',
            statique: false,
            email: true,
            disponible: false,
            confirmation_fige: false,
            raison_indisponibilite: 'incomplet_pour_edition_da',
            message_indisponibilite: 'Le dossier doit être complet pour éditer la demande d’adhésion.',
          },
          expect.objectContaining({ id: 'conditions-generales', statique: true, disponible: true, raison_indisponibilite: null, message_indisponibilite: null }),
        ],
      },
      { nom: 'Affiliation', code_categorie: 'salarie', documents: [expect.objectContaining({ id: 'fiche-interne', detail: 'Pour le courtier', email: false })] },
    ]);
  });

  it('shows a document only where its condition holds', () => {
    const ids = (c: Ctx) => listerKit(KIT, c).flatMap((g) => g.documents.map((d) => d.id));
    expect(ids({ ...complet, prevoyance: true })).toContain('designation-beneficiaire');
    expect(ids(complet)).not.toContain('designation-beneficiaire');
  });
});

describe('selectionnerKit', () => {
  it('answers the asked documents in the kit’s order, each with how to make it', () => {
    const s = selectionnerKit(KIT, complet, ['fiche-interne', 'demande-adhesion']);
    expect(s.map((x) => x.document.id)).toEqual(['demande-adhesion', 'fiche-interne']);
    expect(s[0].production).toMatchObject({ job: DocJob, payload: { doc: 'da', idProjet: 12 }, demande: { projet: 12, doc: 'da' } });
  });

  it.each<[string, () => unknown, number, string, string | undefined]>([
    ['an empty selection', () => selectionnerKit(KIT, complet, []), 400, DOCUMENTS.kit.selectionVide, undefined],
    ['a code not in the kit', () => selectionnerKit(KIT, complet, ['inconnu']), 404, DOCUMENTS.kit.documentInconnu('inconnu'), 'DOCUMENT_INCONNU'],
    ['a document not present for this context', () => selectionnerKit(KIT, complet, ['designation-beneficiaire']), 404, DOCUMENTS.kit.documentInconnu('designation-beneficiaire'), 'DOCUMENT_INCONNU'],
    ['an unavailable document', () => selectionnerKit(KIT, incomplet, ['demande-adhesion']), 409, 'Le dossier doit être complet pour éditer la demande d’adhésion.', 'DOCUMENT_INDISPONIBLE'],
    ['another category', () => selectionnerKit(KIT, complet, ['fiche-interne'], { codeCategorie: 'entreprise' }), 400, DOCUMENTS.kit.autreCategorie('Fiche interne'), undefined],
    ['a document that may not be e-mailed', () => selectionnerKit(KIT, complet, ['fiche-interne'], { email: true }), 400, DOCUMENTS.kit.pasParEmail('Fiche interne'), undefined],
  ])('refuses %s', (_cas, f, statut, message, code) => {
    const r = refus(f);
    expect(r.getStatus()).toBe(statut);
    expect(r.getResponse()).toMatchObject({ message, ...(code ? { code } : {}) });
  });

  it('says which document and why in the refusal of an unavailable one', () => {
    expect(refus(() => selectionnerKit(KIT, incomplet, ['conditions-generales', 'demande-adhesion'])).getResponse()).toMatchObject({
      data: { document: 'demande-adhesion', raison: 'incomplet_pour_edition_da' },
    });
  });
});

describe('a series of documents (one per item of the context)', () => {
  type CtxSerie = Ctx & { salaries: string[] };
  const serie = (documents: readonly { id: string }[] = []) =>
    definirKit<CtxSerie>({
      nom: 'k',
      groupes: [
        {
          nom: 'Affiliation',
          code_categorie: 'salarie',
          documents: [
            ...documents.map((d) => ({ ...d, nom: d.id, url: () => '/', produire: produire(d.id) })),
            { serie: 'bulletin', documents: (c: CtxSerie) => c.salaries.map((s) => ({ nom: `Bulletin — ${s}`, url: () => `/b/${s}`, produire: produire(s) })) },
          ],
        },
      ],
    });
  const ctx = (salaries: string[]): CtxSerie => ({ ...complet, salaries });

  it('lists one document per item, ids serie-n from 1 in order; none for no item', () => {
    expect(listerKit(serie([{ id: 'bulletin' }]), ctx(['Léa', 'Hugo']))[0].documents.map((d) => [d.id, d.nom])).toEqual([
      ['bulletin', 'bulletin'],
      ['bulletin-1', 'Bulletin — Léa'],
      ['bulletin-2', 'Bulletin — Hugo'],
    ]);
    expect(listerKit(serie(), ctx([]))).toEqual([]);
  });

  it('selects an item by its id; an id past the last item is unknown (404)', () => {
    expect(selectionnerKit(serie(), ctx(['Léa', 'Hugo']), ['bulletin-2']).map((s) => s.document.nom)).toEqual(['Bulletin — Hugo']);
    expect(refus(() => selectionnerKit(serie(), ctx(['Léa']), ['bulletin-2'])).getStatus()).toBe(404);
  });

  it('refuses a single document whose id a series would make', () => {
    expect(() => serie([{ id: 'bulletin-1' }])).toThrow(/deux fois/);
  });
});
