import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Message-ID header (with its angle brackets): the same on every send of one outbox row. */
  messageId: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** The broker action that caused it (X-Request-Id), for support: the `X-Collectif-Action` header. */
  action?: string;
}

/**
 * A failed send. `afterDataEnd` tells whether the end of the DATA (the "." line) may have reached
 * the server: before it the server has accepted nothing; after it, only a reply code tells.
 */
export class SmtpSendError extends Error {
  override name = 'SmtpSendError';
  constructor(
    message: string,
    readonly afterDataEnd: boolean,
    /** The server's reply code (e.g. 451, 550), when it answered. */
    readonly responseCode: number | undefined,
    /** Error code without any address or content (e.g. 'ECONNREFUSED', 'ETIMEDOUT', 'EMESSAGE'). */
    readonly code: string,
  ) {
    super(message);
  }

  /** 5xx: the server refused for good (mailbox unknown, content refused). */
  get permanent(): boolean {
    return this.responseCode !== undefined && this.responseCode >= 500 && this.responseCode < 600;
  }
}

/** Reasonable bounds so that a send never outlives the outbox lease by much. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

/**
 * The message body handed to the SMTP connection only after the server accepted MAIL, RCPT and DATA
 * (nodemailer pipes it on the 354 reply). Once the connection has read the whole body, `engage` runs;
 * only when it succeeds is the stream ended, which writes the terminating "." line. If `engage`
 * fails, the stream is destroyed instead: the "." is never written and the server discards the
 * message when the connection closes.
 */
class BodyEndingAfterEngage extends Readable {
  private step: 'body' | 'engage' | 'done' = 'body';
  dataEndReleased = false;

  constructor(
    private readonly body: Buffer,
    private readonly engage: () => Promise<void>,
  ) {
    super();
  }

  override _read(): void {
    if (this.step === 'body') {
      this.step = 'engage';
      this.push(this.body);
      return;
    }
    if (this.step !== 'engage') return;
    this.step = 'done';
    this.engage().then(
      () => {
        this.dataEndReleased = true;
        this.push(null);
      },
      (err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err))),
    );
  }
}

const errorCode = (err: unknown): string => {
  const e = err as { code?: unknown; responseCode?: unknown };
  return typeof e?.code === 'string' ? e.code : typeof e?.responseCode === 'number' ? `SMTP ${e.responseCode}` : 'ERREUR';
};

/**
 * Sends one message per connection through SMTP (SMTP_URL, nodemailer's own URL syntax), with a
 * hook between the last byte of the body and the end of DATA (ADR 0025).
 */
export class SmtpSender {
  private readonly options: ReturnType<typeof parseConnectionUrl>;

  constructor(url: string) {
    this.options = parseConnectionUrl(url);
  }

  async send(message: SmtpMessage, engage: () => Promise<void>): Promise<{ response: string }> {
    const node = new MailComposer({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      headers: message.action ? { 'X-Collectif-Action': message.action } : undefined,
      attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    }).compile();
    const envelope = node.getEnvelope();
    const raw = await node.build();

    const { auth, ...connectionOptions } = this.options;
    const connection = new SMTPConnection({ ...connectionOptions, ...TIMEOUTS });
    const body = new BodyEndingAfterEngage(raw, engage);
    // Connection errors (refused, dropped, timed out) come as an event, not through the callbacks.
    const broken = new Promise<never>((_, ko) => connection.once('error', ko));
    broken.catch(() => undefined);
    const step = <T>(run: (done: (err: unknown, value?: T) => void) => void): Promise<T> =>
      Promise.race([new Promise<T>((ok, ko) => run((err, value) => (err ? ko(err) : ok(value as T)))), broken]);

    try {
      await step<void>((done) => connection.connect(() => done(null)));
      if (auth?.user) await step<void>((done) => connection.login(auth, (err?: unknown) => done(err ?? null)));
      const info = await step<{ response?: string }>((done) =>
        connection.send({ from: envelope.from || message.from, to: envelope.to }, body, (err: unknown, result?: { response?: string }) =>
          done(err ?? null, result ?? {}),
        ),
      );
      connection.quit();
      return { response: info.response ?? '' };
    } catch (err) {
      connection.close();
      const e = err as { responseCode?: unknown };
      throw new SmtpSendError(`Envoi SMTP impossible (${errorCode(err)})`, body.dataEndReleased, typeof e?.responseCode === 'number' ? e.responseCode : undefined, errorCode(err));
    }
  }
}
