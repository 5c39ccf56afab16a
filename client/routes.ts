import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route tree. Where a page sits says what it requires (spec route guards):
 * - under routes/_connecte.tsx: configuration loaded and broker signed in (the default for
 *   every business screen; add new screens here);
 * - at the top level: start-up and error pages, which need neither (spec 03 §2).
 * Route files are named after the spec's route names.
 */
export default [
  index('routes/accueil.tsx'),
  layout('routes/_connecte.tsx', [
    route('informations-entreprise', 'routes/informations-entreprise.tsx'),
    route('offres-eligibles', 'routes/offres-eligibles.tsx'),
    route('ssc/informations-projet/:idProjet?', 'routes/ssc.informations-projet.tsx'),
    route('ssc/garanties/:idProjet?', 'routes/ssc.garanties.tsx'),
    route('spc/informations-projet/:idProjet?', 'routes/spc.informations-projet.tsx'),
    route('spc/garanties/:idProjet?', 'routes/spc.garanties.tsx'),
    route('ssc/projets', 'routes/ssc.projets.tsx'),
    route('spc/projets', 'routes/spc.projets.tsx'),
    route('souscription/:codeProduit/:idProjet', 'routes/souscription.tsx', [
      index('routes/souscription.informations-complementaires.tsx', { id: 'souscription-defaut' }),
      route('informations-complementaires', 'routes/souscription.informations-complementaires.tsx', { id: 'souscription-informations-complementaires' }),
      route('participants', 'routes/souscription.participants.tsx', { id: 'souscription-participants' }),
      route('pieces-justificatives', 'routes/souscription.pieces-justificatives.tsx', { id: 'souscription-pieces-justificatives' }),
      route('signature-et-documents', 'routes/souscription.signature-et-documents.tsx', { id: 'souscription-signature-et-documents' }),
    ]),
    // Spec 03: the DUE tunnel of a health projet (etape1 … etape10) and its kit.
    route('ssc/due/:idProjet/kit-due', 'routes/due.kit.tsx'),
    // etape7 and etape9 load a number field and a date field the other steps do not need (ADR 0048).
    route('ssc/due/:idProjet/etape7', 'routes/due.etape7.tsx'),
    route('ssc/due/:idProjet/etape9', 'routes/due.etape9.tsx'),
    route('ssc/due/:idProjet/:etape', 'routes/due.etape.tsx'),
    route('espace', 'routes/espace.tsx'),
    route('dev/outbox', 'routes/dev.outbox.tsx'),
    // Administration (issue 29): admins only, checked by each loader.
    route('admin', 'routes/admin.tsx'),
    route('admin/jobs', 'routes/admin.jobs.tsx'),
    route('admin/courriels', 'routes/admin.courriels.tsx'),
  ]),
  // The signer's pages: no sign-in (spec 02 §2, spec 03 §1).
  route('signature/retour', 'routes/signature.retour.tsx'),
  route('signature/acces', 'routes/signature.acces.tsx'),
  route('signature/accepted', 'routes/signature.accepted.tsx'),
  route('signature/rejected', 'routes/signature.rejected.tsx'),
  route('signature/suspended', 'routes/signature.suspended.tsx'),
  route('signature/error', 'routes/signature.error.tsx'),
  // The built-in signature provider's own page (brief §4.6).
  route('simulateur-signature/:jeton', 'routes/simulateur-signature.tsx'),
  route('loading-error', 'routes/loading-error.tsx'),
  route('auth-error', 'routes/auth-error.tsx', { id: 'auth-error' }),
  route('authentication-error', 'routes/auth-error.tsx', { id: 'authentication-error' }),
  route('page-introuvable', 'routes/page-introuvable.tsx'),
  route('favicon.ico', 'routes/favicon.ts'),
  // Any other address: the 404 page with HTTP status 404.
  route('*', 'routes/introuvable.tsx'),
] satisfies RouteConfig;
