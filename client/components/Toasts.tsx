import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useLocation } from 'react-router';
import { issueEnvoiEtude } from '../../src/domain/projets/etude';
import type { BannerTone } from './Banner';

/** A notification (spec 01 §8 'Notifications'): a sentence with its tone. */
export interface Notification {
  ton: BannerTone;
  texte: string;
  /** Shown on the page the action leads to ('Projet n°12 enregistré !' on the list): survives the next navigation only. */
  suivreNavigation?: boolean;
  /** The page (pathname) it was shown on, or last carried to. */
  chemin?: string;
}

/** Every notification goes away by itself; warnings and errors stay longer (and can be closed). */
const DUREE_MS: Record<BannerTone, number> = { success: 6000, info: 6000, warning: 12000, danger: 12000 };

/**
 * The page's notification queue (react-aria Toast), one per browser tab. A notification belongs to
 * the page it was shown on and is closed when the broker goes to another page, unless it announces
 * the result of the action that leads there (`suivreNavigation`).
 * Only called from event handlers and effects, never during a server render.
 */
export const notifications = /* @__PURE__ */ new ToastQueue<Notification>({ maxVisibleToasts: 4 });

export function notifier(ton: BannerTone, texte: string, options: { suivreNavigation?: boolean } = {}): void {
  const chemin = typeof window === 'undefined' ? undefined : window.location.pathname;
  notifications.add({ ton, texte, suivreNavigation: options.suivreNavigation === true, chemin }, { timeout: DUREE_MS[ton] });
}

/**
 * What a toast says after an e-mail call answered (ADR 0025): sent (the feature's sentence), or the
 * server's state in the catalogue's words: captured ('déposé dans la boîte de démonstration'),
 * waiting for the outbox, queue unavailable, not confirmed. Anything else is not called sent.
 */
export function issueEnvoi(reponse: unknown, envoye: string): { ton: BannerTone; message: string } {
  const corps = reponse as { envoye?: unknown } | null;
  if (reponse === true || (typeof corps === 'object' && corps !== null && corps.envoye === true)) return { ton: 'success', message: envoye };
  return issueEnvoiEtude(reponse) ?? issueEnvoiEtude({ envoye: false, etat: 'INCERTAIN' })!;
}

/** Notifies the outcome of an e-mail call (see issueEnvoi). */
export function notifierEnvoi(reponse: unknown, envoye: string): void {
  const { ton, message } = issueEnvoi(reponse, envoye);
  notifier(ton, message);
}

/**
 * On arriving at `chemin`: closes the previous pages' notifications; one announcing this page's
 * arrival is kept, once. One shown on this very page is left alone: a screen that warns and redirects
 * at once (browser back to a guarantees page) may notify before this runs for its own arrival.
 */
export function fermerALaNavigation(chemin: string, queue: ToastQueue<Notification> = notifications): void {
  for (const toast of queue.visibleToasts) {
    if (toast.content.chemin === chemin) continue;
    if (toast.content.suivreNavigation) {
      toast.content.suivreNavigation = false;
      toast.content.chemin = chemin;
    } else queue.close(toast.key);
  }
}

/** The region (react-aria ToastRegion and Toast, ≈ 5 KB gzip) loads with the tab's first notification. */
const ToastsRegion = /* @__PURE__ */ lazy(() => import('./ToastsRegion'));

/** Where notifications appear (top right, below the header); rendered once by the signed-in layout. */
export function Notifications() {
  const [actives, setActives] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const verifier = () => {
      if (notifications.visibleToasts.length > 0) setActives(true);
    };
    verifier();
    return notifications.subscribe(verifier);
  }, []);
  const cheminVu = useRef(pathname);
  useEffect(() => {
    if (pathname === cheminVu.current) return;
    cheminVu.current = pathname;
    fermerALaNavigation(pathname);
  }, [pathname]);
  if (!actives) return null;
  return (
    <Suspense fallback={null}>
      <ToastsRegion />
    </Suspense>
  );
}
