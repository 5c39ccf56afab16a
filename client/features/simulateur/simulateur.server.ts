import { data, type AppLoadContext } from 'react-router';
import { MailCaptureService } from '../../../src/mail/mail-capture.service';
import { SimulateurSignature } from '../../../src/signature/simulateur/simulateur';

export type DonneesSimulateur = NonNullable<Awaited<ReturnType<SimulateurSignature['pourPage']>>> & {
  jeton: string;
  /** The boîte de démonstration is served (mail captured): the page says the code is read there. */
  boiteDemonstration: boolean;
};

/** The simulator's signing page data (brief §4.6), read in process; an unknown token is the 404 page. */
export async function chargerSimulateur(context: AppLoadContext, jeton: string | undefined): Promise<DonneesSimulateur> {
  const page = jeton ? await context.nest.get(SimulateurSignature).pourPage(jeton) : null;
  if (!page || !jeton) throw data(null, { status: 404 });
  return { ...page, jeton, boiteDemonstration: context.nest.get(MailCaptureService).consultable };
}
