import { PAGES } from '../../../../src/domain/messages';
import { Banner, ButtonLink, Card, PageHeader } from '../../../components';
import { PATHS } from '../../../routing/paths';

/** Spec 03 §2 /loading-error: what the configuration misses, and a way to try again. */
export function EcranErreurChargement({ erreurs }: { erreurs: string[] }) {
  return (
    <>
      <PageHeader title={PAGES.titreLoadingError} />
      <Card>
        <Banner tone="danger" title={PAGES.configurationIncomplete}>
          <ul className="plain-list">
            {erreurs.map((erreur) => (
              <li key={erreur}>{erreur}</li>
            ))}
          </ul>
          <p>{PAGES.contacterAdministrateur}</p>
        </Banner>
        <div className="card-footer">
          <ButtonLink href={PATHS.accueil}>{PAGES.reessayer}</ButtonLink>
        </div>
      </Card>
    </>
  );
}

/** Spec 01 auth-error / 03 /authentication-error: sign-in failed or the session is gone. */
export function EcranErreurAuthentification() {
  return (
    <>
      <PageHeader title={PAGES.authentificationImpossible} />
      <Card>
        <Banner tone="warning">
          <p>{PAGES.authentificationImpossibleTexte}</p>
        </Banner>
        <div className="card-footer">
          {/* Sign-in is served by Nest: a full page load. */}
          <ButtonLink href={PATHS.login}>{PAGES.seReconnecter}</ButtonLink>
        </div>
      </Card>
    </>
  );
}
