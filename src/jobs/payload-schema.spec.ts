import { InlineJobDriver } from './drivers/inline.driver';
import { checkPayload, defineJob, JobFailedError, PermanentJobError, type JobHandler } from './job';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { MemoryJobResultStore } from './job-result.repository';
import { boolean, instant, integer, listOf, nullable, object, oneOf, optional, payloadProblem, text } from './payload-schema';

interface Etude {
  projetsIds: number[];
  demandeLe: string;
  type: 'socle' | 'surcomplementaire';
  contexte: { raisonSociale: string };
  idProjet: number | null;
  detail?: boolean;
}
const EtudeJob = defineJob<Etude, string>({
  name: 'essai.etude',
  version: 3,
  payload: {
    projetsIds: listOf(integer, { min: 1, max: 2 }),
    demandeLe: instant,
    type: oneOf('socle', 'surcomplementaire'),
    contexte: object({ raisonSociale: text }),
    idProjet: nullable(integer),
    detail: optional(boolean),
  },
  attempts: 3,
  backoffMs: 1,
});
const valide: Etude = { projetsIds: [4, 5], demandeLe: '2026-11-28T09:00:00.000Z', type: 'socle', contexte: { raisonSociale: 'ACME' }, idProjet: null };

describe('payload schema', () => {
  it.each<[string, unknown]>([
    ['the payload the application writes', valide],
    ['an optional field given', { ...valide, detail: true }],
    ['a nullable field given', { ...valide, idProjet: 7 }],
    ['fields the schema does not know (left to the handler)', { ...valide, ajout: 1 }],
  ])('accepts %s', (_cas, payload) => {
    expect(payloadProblem(EtudeJob.payload, payload)).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['a missing field (queued before it existed)', { ...valide, demandeLe: undefined }, 'payload field "demandeLe" must be an ISO date, got missing'],
    ['a field of another type', { ...valide, projetsIds: '4,5' }, 'payload field "projetsIds" must be a list of 1 to 2, got "4,5"'],
    ['a list item of another type', { ...valide, projetsIds: [4, '5'] }, 'payload field "projetsIds[1]" must be an integer, got "5"'],
    ['too many items', { ...valide, projetsIds: [1, 2, 3] }, 'payload field "projetsIds" must be a list of 1 to 2, got a list of 3'],
    ['a value outside its list', { ...valide, type: 'sur-complementaire' }, 'payload field "type" must be one of socle, surcomplementaire, got "sur-complementaire"'],
    ['a nested field missing', { ...valide, contexte: {} }, 'payload field "contexte.raisonSociale" must be a string, got missing'],
    ['null where a value is required', { ...valide, contexte: null }, 'payload field "contexte" must be an object, got null'],
    ['an optional field of another type', { ...valide, detail: 'oui' }, 'payload field "detail" must be a boolean, got "oui"'],
    ['a date that is not one', { ...valide, demandeLe: 'hier' }, 'payload field "demandeLe" must be an ISO date, got "hier"'],
    ['no object at all', 'x', 'payload field "(payload)" must be an object, got "x"'],
  ])('refuses for good %s, naming the job, its version and the field', (_cas, payload, message) => {
    expect(() => checkPayload(EtudeJob, payload)).toThrow(PermanentJobError);
    expect(() => checkPayload(EtudeJob, payload)).toThrow(`Job essai.etude v3: ${message}`);
  });
});

describe('a payload checked when the job runs', () => {
  const runs: unknown[] = [];
  const handler: JobHandler<Etude, string> = {
    handle: async (p) => {
      runs.push(p);
      return 'fait';
    },
  };
  const registry = new JobRegistry();
  registry.register(EtudeJob, handler);
  const logger = { log: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const driver = new InlineJobDriver(registry, new MemoryJobResultStore(), logger);
  // A producer that does not check (production, or an older version of the code) and one that does.
  const producer = new JobQueue(driver, registry, false);
  const checkingProducer = new JobQueue(driver, registry);
  afterAll(() => driver.close());
  beforeEach(() => {
    runs.length = 0;
    jest.clearAllMocks();
  });

  it('runs the handler with a valid payload', async () => {
    await expect(producer.runAndWait(EtudeJob, valide)).resolves.toBe('fait');
    expect(runs).toEqual([valide]);
  });

  it('fails an old payload once, without retries, before the handler sees it', async () => {
    const ancien = { projetsIds: [4], type: 'socle', contexte: { raisonSociale: 'ACME' }, idProjet: null } as unknown as Etude;
    const echec = producer.runAndWait(EtudeJob, ancien);
    await expect(echec).rejects.toThrow(JobFailedError);
    await expect(echec).rejects.toThrow('Job essai.etude v3: payload field "demandeLe" must be an ISO date, got missing');
    expect(runs).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled(); // the driver logs each retry
  });

  it('refuses it at enqueue outside production, after the JSON trip a worker sees', async () => {
    await expect(checkingProducer.enqueue(EtudeJob, { ...valide, projetsIds: [4, Number.NaN] })).rejects.toThrow('payload field "projetsIds[1]" must be an integer, got null');
    await expect(checkingProducer.runAndWait(EtudeJob, { ...valide, demandeLe: new Date('2026-11-28') as unknown as string })).resolves.toBe('fait');
    expect(runs).toHaveLength(1);
  });
});
