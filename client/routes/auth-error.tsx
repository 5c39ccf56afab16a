import { PAGES } from '../../src/domain/messages';
import { Banner, ButtonLink, Card, PageHeader } from '../components';
import type { RouteHandle } from '../routing/handle';
import { PATHS } from '../routing/paths';

/**
 * Spec 01 auth-error / 03 /authentication-error (both addresses show this page): sign-in failed
 * or the session is gone. Needs neither configuration nor sign-in.
 */
export const handle: RouteHandle = { titre: PAGES.authentificationImpossible };

export default function AuthError() {
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
