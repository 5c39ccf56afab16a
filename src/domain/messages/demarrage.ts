/**
 * Start-up refusals (ours): printed on the console when the server will not start, for whoever
 * deploys it. Each names the missing setting and the explicit opt-in.
 */
export const DEMARRAGE = {
  refuse: 'Démarrage refusé :',
  /** Whatever NODE_ENV: the application itself only speaks http, so https means a proxy in front. */
  proxyNonDeclare:
    "PUBLIC_URL est en https, donc l'application est derrière un proxy TLS : déclarez-le avec TRUST_PROXY (par exemple TRUST_PROXY=loopback), sans quoi le cookie de session sécurisé ne peut pas être posé.",
  fournisseurIdentiteAbsent:
    "en production (NODE_ENV=production), aucun fournisseur d'identité n'est configuré (OIDC_URL, OIDC_REALM, OIDC_CLIENT_ID). Configurez-le, ou définissez DEMO_ACCOUNTS=true pour ouvrir les comptes de démonstration (un bandeau « Démonstration » s'affiche alors sur chaque page).",
  smtpAbsent:
    "en production (NODE_ENV=production), aucun serveur d'e-mails n'est configuré (SMTP_URL). Configurez-le, ou définissez MAIL_OUTBOX=true pour garder les e-mails dans la boîte d'envoi sans les envoyer.",
  signatureSimulee:
    "en production (NODE_ENV=production), la signature électronique n'a pas de prestataire réel (SIGNATURE_PROVIDER=simulateur). Configurez-en un, ou définissez SIGNATURE_SIMULATEUR=true pour ouvrir le simulateur de démonstration (rien n'est réellement signé).",
  yousignIncomplet: 'la signature électronique par Yousign (SIGNATURE_PROVIDER=yousign) demande YOUSIGN_API_KEY et YOUSIGN_WEBHOOK_SECRET.',
  secretRappelsAbsent:
    "en production (NODE_ENV=production), le simulateur de signature n'a pas de secret pour ses rappels (SIGNATURE_WEBHOOK_SECRET=whsec_<base64>) : le secret de développement est public.",
} as const;
