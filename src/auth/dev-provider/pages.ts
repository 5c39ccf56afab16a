import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/**
 * Pages of the built-in development identity provider. It stands in for the real provider's own
 * screens (Keycloak's), not for the product's: their texts live here, not in the catalogue.
 */
export const DEV_PROVIDER_TITLE = "Fournisseur d'identité de développement";

export const escapeHtml = (s: unknown): string =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef1f5;
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433}
  main{width:100%;max-width:420px;margin:24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(20,30,50,.12);overflow:hidden}
  header{background:#3b4252;color:#fff;padding:16px 24px}
  header .badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;
    background:#ebcb8b;color:#2e3440;border-radius:4px;padding:2px 8px;margin-bottom:6px}
  header h1{margin:0;font-size:18px;font-weight:600}
  section{padding:24px}
  h2{margin:0 0 16px;font-size:20px}
  label{display:block;font-weight:600;margin:12px 0 4px}
  input{width:100%;padding:10px 12px;border:1px solid #b8c0cc;border-radius:6px;font:inherit}
  input:focus{outline:2px solid #5e81ac;outline-offset:1px;border-color:#5e81ac}
  button{font:inherit;cursor:pointer}
  .primary{width:100%;margin-top:20px;padding:11px;border:0;border-radius:6px;background:#2f4a7d;color:#fff;font-weight:600}
  .primary:hover{background:#243a63}
  .error{background:#fdecea;color:#8a1c13;border:1px solid #f5c2bd;border-radius:6px;padding:10px 12px;margin-bottom:8px}
  .accounts{margin-top:24px;border-top:1px solid #e3e7ee;padding-top:16px}
  .accounts p{margin:0 0 8px;color:#5d6679;font-size:14px}
  .accounts ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
  .accounts button{width:100%;display:flex;justify-content:space-between;align-items:center;padding:8px 12px;
    border:1px solid #d5dbe5;border-radius:6px;background:#f8f9fb;text-align:left}
  .accounts button:hover{background:#eef3fb;border-color:#5e81ac}
  .accounts .code{font-size:13px;color:#5d6679}
  .muted{color:#5d6679;font-size:14px}
  a{color:#2f4a7d}`;

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${DEV_PROVIDER_TITLE}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><div class="badge">Développement</div><h1>${DEV_PROVIDER_TITLE}</h1></header>
<section>
${body}
</section>
</main>
</body>
</html>`;
}

/** Sign-in form, with the demo accounts one click away (each button posts its login and the demo password). */
export function loginPage(options: { action: string; abortUrl: string; username?: string; error?: string }): string {
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `<li><form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="username" value="${escapeHtml(a.username)}"><input type="hidden" name="password" value="${DEMO_PASSWORD}">
<button type="submit"><span><strong>${escapeHtml(a.username)}</strong> — ${escapeHtml(`${a.givenName} ${a.familyName}`)}</span><span class="code">${escapeHtml(a.codeDistributeur)}</span></button>
</form></li>`,
  ).join('\n');
  return layout(
    'Connexion',
    `<h2>Connexion</h2>
${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
<form id="login" method="post" action="${escapeHtml(options.action)}">
<label for="username">Identifiant</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Se connecter</button>
</form>
<div class="accounts">
<p>Comptes de démonstration (mot de passe : <code>${DEMO_PASSWORD}</code>) :</p>
<ul>
${accounts}
</ul>
</div>
<p class="muted"><a href="${escapeHtml(options.abortUrl)}">Annuler</a></p>`,
  );
}

/**
 * Sign-out confirmation. Submitted at once when the application's sign-out asked (it carries the ID
 * token as a hint); otherwise the user confirms with the button, so that a link on another site
 * cannot end the provider session (and with it the application's, at the next token renewal).
 */
export function logoutPage(form: string, options: { automatique: boolean }): string {
  const envoi = options.automatique
    ? `<script>
(function () {
  var form = document.getElementById('op.logoutForm');
  var input = document.createElement('input');
  input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
</script>`
    : '';
  return layout(
    'Déconnexion',
    `<h2>Déconnexion</h2>
<p>${options.automatique ? 'Déconnexion en cours…' : 'Voulez-vous vous déconnecter ?'}</p>
${form}
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">Se déconnecter</button>
${envoi}`,
  );
}

export function loggedOutPage(): string {
  return layout('Déconnecté', `<h2>Vous êtes déconnecté</h2><p><a href="/">Retour à l'application</a></p>`);
}

export function errorPage(out: Record<string, unknown>): string {
  const details = Object.entries(out)
    .map(([k, v]) => `<p class="muted"><strong>${escapeHtml(k)}</strong> : ${escapeHtml(v)}</p>`)
    .join('\n');
  return layout('Erreur', `<h2>Une erreur est survenue</h2>\n${details}\n<p><a href="/">Retour à l'application</a></p>`);
}
