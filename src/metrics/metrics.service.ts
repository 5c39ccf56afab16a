import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PoolConnexions } from '../database/pool-connexions';
import { JOB_STATES } from '../jobs/drivers/job-queue-driver';
import { JobQueue } from '../jobs/job-queue';
import { MailOutbox } from '../mail/mail-outbox.service';
import { RappelsSignature } from './rappels-signature.port';

/**
 * What operators scrape (issue 30 item 5, ADR 0068): the process (event-loop delay, memory, GC:
 * prom-client's defaults), HTTP durations by route template, the database pool, the mail outbox
 * and the signature callbacks' inbox. Gauges ask the owners of those tables (the outbox, the
 * signature's port) when scraped, not on a timer.
 */
@Injectable()
export class MetricsService {
  readonly registre = new Registry();

  readonly http = new Histogram({
    name: 'http_requete_duree_secondes',
    help: 'Durée des réponses HTTP, par méthode, gabarit de route et statut',
    labelNames: ['methode', 'route', 'statut'] as const,
    // From a cached no-op (~1 ms) to a 10 Mo upload or a kit archive (seconds).
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registre],
  });

  constructor(
    @Inject(JobQueue) jobs: JobQueue,
    @Inject(PoolConnexions) pool: PoolConnexions,
    @Inject(MailOutbox) boiteEnvoi: MailOutbox,
    @Inject(RappelsSignature) rappels: RappelsSignature,
  ) {
    collectDefaultMetrics({ register: this.registre, eventLoopMonitoringPrecision: 10 });
    // Attempts run by this process (a worker, or the API with in-process jobs): scrape each worker too.
    const durees = new Histogram({
      name: 'job_tentative_duree_secondes',
      help: 'Durée des tentatives de jobs exécutées par ce processus, par job et issue (ok, echec)',
      labelNames: ['job', 'file', 'issue'] as const,
      // From an e-mail handed to SMTP (~10 ms) to a kit of 25 PDFs (tens of seconds).
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [this.registre],
    });
    const echecs = new Counter({ name: 'job_echecs_total', help: 'Tentatives de jobs en échec dans ce processus', labelNames: ['job', 'file'] as const, registers: [this.registre] });
    jobs.surTentative((t) => {
      durees.observe({ job: t.name, file: t.queue, issue: t.outcome }, t.durationMs / 1000);
      if (t.outcome === 'echec') echecs.inc({ job: t.name, file: t.queue });
    });
    // The queues as the job abstraction sees them (shared by every process with Redis), read once per
    // scrape: both gauges below collect together and share the one read under way.
    let enCours: ReturnType<JobQueue['overview']> | null = null;
    const files = () => (enCours ??= jobs.overview().finally(() => (enCours = null)));
    new Gauge({
      name: 'job_file_profondeur',
      help: 'Jobs par job et état (waiting, active, completed, failed, delayed)',
      labelNames: ['job', 'file', 'etat'] as const,
      registers: [this.registre],
      async collect() {
        this.reset();
        for (const k of await files()) for (const etat of JOB_STATES) this.set({ job: k.name, file: k.queue, etat }, k.counts[etat]);
      },
    });
    new Gauge({
      name: 'job_plus_ancien_en_attente_secondes',
      help: 'Âge du job en attente le plus ancien, par job (0 : aucun)',
      labelNames: ['job', 'file'] as const,
      registers: [this.registre],
      async collect() {
        this.reset();
        for (const k of await files()) this.set({ job: k.name, file: k.queue }, (k.oldestWaitingMs ?? 0) / 1000);
      },
    });
    new Gauge({
      name: 'db_pool_connexions',
      help: 'Connexions du pool PostgreSQL, par état (total, libres, requêtes en attente d’une connexion)',
      labelNames: ['etat'] as const,
      registers: [this.registre],
      collect() {
        const p = pool.etat();
        if (!p) return;
        this.set({ etat: 'total' }, p.total);
        this.set({ etat: 'libres' }, p.libres);
        this.set({ etat: 'en_attente' }, p.enAttente);
      },
    });
    new Gauge({
      name: 'mail_boite_envoi',
      help: 'E-mails de la boîte d’envoi par statut (PENDING, SENDING, UNCERTAIN, FAILED…)',
      labelNames: ['statut'] as const,
      registers: [this.registre],
      async collect() {
        this.reset();
        for (const l of await boiteEnvoi.parStatut()) this.set({ statut: l.statut }, l.nombre);
      },
    });
    new Gauge({
      name: 'mail_plus_ancien_en_attente_secondes',
      help: 'Âge de l’e-mail en attente d’envoi le plus ancien (0 : aucun)',
      registers: [this.registre],
      async collect() {
        this.set(await boiteEnvoi.agePlusAncienEnAttente());
      },
    });
    new Gauge({
      name: 'signature_rappel_retard_secondes',
      help: 'Retard du dernier rappel du prestataire de signature reçu : reçu le − survenu le',
      registers: [this.registre],
      async collect() {
        this.set(Math.max(0, (await rappels.retardDernierRappel()) ?? 0));
      },
    });
  }

  texte(): Promise<string> {
    return this.registre.metrics();
  }
}
