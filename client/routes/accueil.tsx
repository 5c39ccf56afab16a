import { redirect } from 'react-router';
import { PATHS } from '../routing/paths';

/** Home redirects to the first screen of the journey (spec 01 §2). */
export function loader() {
  return redirect(PATHS.informationsEntreprise);
}

export default function Accueil() {
  return null;
}
