import { COMMON, formatMessage, PAGES } from '../../src/domain/messages';
import { PATHS } from '../routing/paths';
import { ButtonLink } from './Button';

/** The spec's error pages: 403, 404 and 500 (any other status shows 500), each with a way home. */
export function ErrorPage({ status }: { status: number }) {
  const page = status === 403 ? 403 : status === 404 ? 404 : 500;
  const title = page === 403 ? COMMON.page403Titre : page === 404 ? COMMON.page404Titre : COMMON.page500Titre;
  const text = page === 403 ? COMMON.page403Texte : page === 404 ? PAGES.texte404 : PAGES.texte500;
  return (
    <div className="error-page">
      <p className="error-code">{formatMessage(PAGES.codeErreur, { status: page })}</p>
      <h1 className="page-title">{title}</h1>
      <p className="error-text">{text}</p>
      {/* A document navigation: home may need sign-in, which leaves the React app. */}
      <ButtonLink href={PATHS.accueil}>{COMMON.retourAccueil}</ButtonLink>
    </div>
  );
}
