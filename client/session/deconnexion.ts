import { PATHS } from '../routing/paths';

/**
 * Signs out the way the header's button does: a form POST to /auth/logout (sign-out is never a
 * GET, so that a link on another site cannot sign anyone out). A full page load follows.
 */
export function seDeconnecter(doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = PATHS.logout;
  form.hidden = true;
  doc.body.append(form);
  form.submit();
}
