import { SIGNATURE_TRANSACTION as M } from '../messages';
import { mailRefus, mailSignee, nomSignataire, refusAffiche, type DerniereTransaction } from './refus';

const t = (x: Partial<DerniereTransaction>): DerniereTransaction => ({ etat: 'REFUSEE', clotureLe: '2026-12-06T21:30:00.000Z', signataire: 'Mme Claire Dupont', motif: 'À revoir', ...x });

describe('refusAffiche (issue 27 item 4)', () => {
  it.each<[string, DerniereTransaction | null, ReturnType<typeof refusAffiche>]>([
    ['no transaction', null, null],
    ['the latest is refused', t({}), { date: '2026-12-06T21:30:00.000Z', signataire: 'Mme Claire Dupont', motif: 'À revoir' }],
    ['a relaunch is open (the latest is not a refusal)', t({ etat: 'EN_COURS', clotureLe: null }), null],
    ['signed', t({ etat: 'SIGNEE' }), null],
    ['expired', t({ etat: 'EXPIREE' }), null],
    ['refused without a closing date', t({ clotureLe: null }), null],
    ['a blank reason reads as none', t({ motif: '   ' }), { date: '2026-12-06T21:30:00.000Z', signataire: 'Mme Claire Dupont', motif: null }],
    ['an older transaction without the signer', t({ signataire: null, motif: null }), { date: '2026-12-06T21:30:00.000Z', signataire: null, motif: null }],
  ])('%s', (_cas, derniere, attendu) => {
    expect(refusAffiche(derniere)).toEqual(attendu);
  });
});

describe('nomSignataire', () => {
  it.each([
    [{ civilite: 'madame', prenom: 'Claire', nom: 'Dupont' }, 'Mme Claire Dupont'],
    [{ civilite: 'monsieur', prenom: ' Paul ', nom: 'Martin ' }, 'M. Paul Martin'],
    [{ civilite: '', prenom: 'Alex', nom: 'Roy' }, 'Alex Roy'],
  ])('%j → %s', (s, attendu) => expect(nomSignataire(s)).toBe(attendu));
});

describe('mailRefus', () => {
  const refus = { date: '2026-12-06T21:30:00.000Z', signataire: 'Mme Claire Dupont', motif: 'Je dois en parler à mon associé.' };
  it('names the signer, the date in Paris time (22:30 in winter), the reason and the link to step 4', () => {
    const m = mailRefus({ raisonSociale: 'ACME', courtier: 'Alice Martin', refus, lien: 'http://x/souscription/ssc/4/signature-et-documents' });
    expect(m.subject).toBe(M.mailRefusObjet('ACME'));
    expect(m.text).toContain('Bonjour Alice Martin,');
    expect(m.text).toContain('Mme Claire Dupont a refusé de signer la demande d’adhésion de ACME le 06/12/2026 à 22:30.');
    expect(m.text).toContain('« Je dois en parler à mon associé. »');
    expect(m.text).toContain('http://x/souscription/ssc/4/signature-et-documents');
  });
  it('without a reason, a name or a broker name, still a whole sentence', () => {
    const m = mailRefus({ raisonSociale: 'ACME', courtier: null, refus: { ...refus, signataire: null, motif: null }, lien: 'l' });
    expect(m.text).toContain('Bonjour,');
    expect(m.text).toContain(`${M.signataireInconnu} a refusé`);
    expect(m.text).toContain('Aucun motif n’a été indiqué.');
  });
});

describe('mailSignee (issue 28 item 3)', () => {
  it('names the signer, the date in Paris time and the link to step 4', () => {
    const m = mailSignee({ raisonSociale: 'ACME', courtier: 'Alice Martin', signataire: 'Mme Claire Dupont', date: '2026-12-06T21:30:00.000Z', lien: 'http://x/souscription/ssc/4/signature-et-documents' });
    expect(m.subject).toBe(M.mailSigneeObjet('ACME'));
    expect(m.text).toContain('Bonjour Alice Martin,');
    expect(m.text).toContain('Mme Claire Dupont a signé la demande d’adhésion de ACME le 06/12/2026 à 22:30.');
    expect(m.text).toContain('http://x/souscription/ssc/4/signature-et-documents');
  });
  it('without a name, still a whole sentence', () => {
    expect(mailSignee({ raisonSociale: 'ACME', courtier: null, signataire: null, date: '2026-12-06T21:30:00.000Z', lien: 'l' }).text).toContain(`Bonjour,\n\n${M.signataireInconnu} a signé`);
  });
});
