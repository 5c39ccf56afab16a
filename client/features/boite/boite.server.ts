import { Logger } from '@nestjs/common';
import { data, type AppLoadContext } from 'react-router';
import { formatDateHeureFr } from '../../../src/domain/format';
import { MailCaptureService } from '../../../src/mail/mail-capture.service';

const logger = new Logger('BoiteDemonstration');

type Utilisateur = NonNullable<AppLoadContext['user']>;

export interface MessageCapture {
  id: number;
  /** An e-mail, or the signature simulator's SMS (to a masked number, its short text shown in full). */
  canal: 'EMAIL' | 'SMS';
  de: string;
  a: string[];
  objet: string;
  texte: string;
  /** dd/mm/yyyy hh:mm, Paris. */
  date: string;
  piecesJointes: { nom: string; taille: number; url: string }[];
}


/**
 * The mail capture ("boîte de démonstration") of the signed-in distributor: mail kept instead of
 * sent, no SMTP_URL, and the signature simulator's SMS for its transactions. With SMTP configured nothing is captured: the page is a 404, like its API; in
 * production too, unless DEV_PAGES=true.
 */
export async function chargerBoiteDemonstration(context: AppLoadContext, utilisateur: Utilisateur): Promise<{ messages: MessageCapture[] | null }> {
  const capture = context.nest.get(MailCaptureService);
  if (!capture.consultable) throw data(null, { status: 404 });
  try {
    const liste = await capture.list(utilisateur.codeDistributeur);
    return {
      messages: liste.map((m) => ({
        id: m.id,
        canal: m.canal,
        de: m.from,
        a: m.to.split(',').map((s) => s.trim()).filter(Boolean),
        objet: m.subject,
        texte: m.text,
        date: formatDateHeureFr(new Date(m.created_at)),
        piecesJointes: m.attachments.map((a) => ({ nom: a.filename, taille: a.size, url: a.url })),
      })),
    };
  } catch (err) {
    logger.error({ err }, 'Lecture de la boîte de démonstration impossible');
    return { messages: null };
  }
}
