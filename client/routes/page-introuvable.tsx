import { data } from 'react-router';
import { COMMON } from '../../src/domain/messages';
import { ErrorPage } from '../components';
import type { RouteHandle } from '../routing/handle';

/** Spec 03 §2 /page-introuvable: the 404 page at a known address (e.g. after a projet failed to load). */
export const handle: RouteHandle = { titre: COMMON.page404Titre };

export function loader() {
  return data(null, { status: 404 });
}

export default function PageIntrouvable() {
  return <ErrorPage status={404} />;
}
