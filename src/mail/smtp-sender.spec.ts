import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startSmtp, type OptionsSmtp } from '../../test/support/services';
import { SmtpSendError, SmtpSender, type SmtpMessage } from './smtp-sender';

const PDF = Buffer.from('%PDF-1.7 étude');
const message: SmtpMessage = {
  from: 'Collectif Courtage <no-reply@collectif.local>',
  to: 'client@exemple.fr',
  subject: 'Votre étude',
  text: 'Bonjour',
  messageId: '<0123456789abcdef@collectif.local>',
  attachments: [{ filename: 'étude.pdf', content: PDF, contentType: 'application/pdf' }],
};

/** A real SMTP server; `events` records the order of what happened on both sides. */
async function smtp(options: Omit<OptionsSmtp, 'finDesDonnees'> = {}) {
  const events: string[] = [];
  const server = await startSmtp({ ...options, finDesDonnees: () => events.push('server: end of DATA') });
  const received = server.recus;
  return { url: `smtp://127.0.0.1:${server.port}`, received, events, close: server.close };
}

/** Speaks just enough SMTP to take a whole message, then drops the connection without replying. */
async function silentAfterData(): Promise<{ url: string; gotDataEnd: () => boolean; close: () => Promise<void> }> {
  let dataEnd = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let inData = false;
    let buffer = '';
    socket.write('220 silencieux ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          dataEnd = true;
          socket.destroy(); // the message is in, the reply never comes
          return;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 silencieux\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    gotDataEnd: () => dataEnd,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

describe('SmtpSender', () => {
  it('sends with the given Message-ID and the attachment; engage runs before the end of DATA, once', async () => {
    const s = await smtp();
    const engage = jest.fn(async () => {
      s.events.push('client: engage');
    });
    const { response } = await new SmtpSender(s.url).send(message, engage);
    await s.close();
    expect(response).toMatch(/^250/);
    expect(engage).toHaveBeenCalledTimes(1);
    expect(s.events).toEqual(['client: engage', 'server: end of DATA']);
    expect(s.received).toHaveLength(1);
    expect(s.received[0].raw).toMatch(/^Message-ID: <0123456789abcdef@collectif\.local>$/m);
    expect(s.received[0].raw).toMatch(/^To: client@exemple\.fr$/m);
    expect(s.received[0].raw).toContain(PDF.toString('base64'));
  });

  it('abandons the message without ending DATA when engage fails: the server gets nothing', async () => {
    const s = await smtp();
    const err = await new SmtpSender(s.url)
      .send(message, async () => {
        throw new Error('réservation perdue');
      })
      .catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    await s.close();
    expect(err).toBeInstanceOf(SmtpSendError);
    expect((err as SmtpSendError).afterDataEnd).toBe(false);
    expect(s.received).toEqual([]);
  });

  it('a recipient refused with 550 is permanent, before the end of DATA, engage never called', async () => {
    const s = await smtp({ refusDestinataire: () => 550 });
    const engage = jest.fn(async () => undefined);
    const err = (await new SmtpSender(s.url).send(message, engage).catch((e: unknown) => e)) as SmtpSendError;
    await s.close();
    expect(err).toBeInstanceOf(SmtpSendError);
    expect({ afterDataEnd: err.afterDataEnd, responseCode: err.responseCode, permanent: err.permanent }).toEqual({ afterDataEnd: false, responseCode: 550, permanent: true });
    expect(engage).not.toHaveBeenCalled();
  });

  it('a 451 answer to the end of DATA is a refusal, after the end of DATA, not permanent', async () => {
    const s = await smtp({ refusMessage: () => 451 });
    const err = (await new SmtpSender(s.url).send(message, async () => undefined).catch((e: unknown) => e)) as SmtpSendError;
    await s.close();
    expect({ afterDataEnd: err.afterDataEnd, responseCode: err.responseCode, permanent: err.permanent }).toEqual({ afterDataEnd: true, responseCode: 451, permanent: false });
  });

  it('no reply after the end of DATA: after the end of DATA, no reply code (the server may have it)', async () => {
    const s = await silentAfterData();
    const err = (await new SmtpSender(s.url).send(message, async () => undefined).catch((e: unknown) => e)) as SmtpSendError;
    await s.close();
    expect(s.gotDataEnd()).toBe(true);
    expect(err).toBeInstanceOf(SmtpSendError);
    expect({ afterDataEnd: err.afterDataEnd, responseCode: err.responseCode }).toEqual({ afterDataEnd: true, responseCode: undefined });
  });

  it('an unreachable server fails before anything was sent', async () => {
    const err = (await new SmtpSender('smtp://127.0.0.1:1').send(message, async () => undefined).catch((e: unknown) => e)) as SmtpSendError;
    expect(err).toBeInstanceOf(SmtpSendError);
    expect(err.afterDataEnd).toBe(false);
    expect(err.code).toBe('ESOCKET'); // nodemailer's code for a refused connection
  });
});
