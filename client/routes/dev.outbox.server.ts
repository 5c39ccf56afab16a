import { Logger } from '@nestjs/common';
import { data, type AppLoadContext } from 'react-router';
import { AppConfig } from '../../src/config/app-config';
import { MailService } from '../../src/mail/mail.service';

const logger = new Logger('BoiteEnvoi');

type Utilisateur = NonNullable<AppLoadContext['user']>;

export interface MessageBoiteEnvoi {
  id: number;
  de: string;
  a: string[];
  objet: string;
  texte: string;
  /** dd/mm/yyyy hh:mm, Paris. */
  date: string;
  piecesJointes: { nom: string; taille: number; url: string }[];
}

const FORMAT = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });

/**
 * The development outbox of the signed-in distributor (mail kept instead of sent, no SMTP_URL).
 * With SMTP configured there is no outbox: the page is a 404, like its API; in production too,
 * unless DEV_PAGES=true.
 */
export async function chargerBoiteEnvoi(context: AppLoadContext, utilisateur: Utilisateur): Promise<{ messages: MessageBoiteEnvoi[] | null }> {
  const mail = context.nest.get(MailService);
  if (!mail.usesOutbox || !context.nest.get(AppConfig).pagesDeveloppement) throw data(null, { status: 404 });
  try {
    const liste = await mail.listOutbox(utilisateur.codeDistributeur);
    return {
      messages: liste.map((m) => ({
        id: m.id,
        de: m.from,
        a: m.to.split(',').map((s) => s.trim()).filter(Boolean),
        objet: m.subject,
        texte: m.text,
        date: FORMAT.format(new Date(m.created_at)),
        piecesJointes: m.attachments.map((a) => ({ nom: a.filename, taille: a.size, url: a.url })),
      })),
    };
  } catch (err) {
    logger.error({ err }, "Lecture de la boîte d'envoi impossible");
    return { messages: null };
  }
}
