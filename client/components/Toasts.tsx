import { lazy, Suspense, useEffect, useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { BannerTone } from './Banner';

/** A notification (spec 01 §8 'Notifications'): a sentence with its tone. */
export interface Notification {
  ton: BannerTone;
  texte: string;
}

/** Every notification goes away by itself; warnings and errors stay longer (and can be closed). */
const DUREE_MS: Record<BannerTone, number> = { success: 6000, info: 6000, warning: 12000, danger: 12000 };

/**
 * The page's notification queue (react-aria Toast). One per browser tab, so a notification
 * survives the navigation that follows an action ('Projet n°12 enregistré !' shown on the list).
 * Only called from event handlers and effects, never during a server render.
 */
export const notifications = /* @__PURE__ */ new ToastQueue<Notification>({ maxVisibleToasts: 4 });

export function notifier(ton: BannerTone, texte: string): void {
  notifications.add({ ton, texte }, { timeout: DUREE_MS[ton] });
}

/** The region (react-aria ToastRegion and Toast, ≈ 5 KB gzip) loads with the tab's first notification. */
const ToastsRegion = /* @__PURE__ */ lazy(() => import('./ToastsRegion'));

/** Where notifications appear (bottom right); rendered once by the signed-in layout. */
export function Notifications() {
  const [actives, setActives] = useState(false);
  useEffect(() => {
    const verifier = () => {
      if (notifications.visibleToasts.length > 0) setActives(true);
    };
    verifier();
    return notifications.subscribe(verifier);
  }, []);
  if (!actives) return null;
  return (
    <Suspense fallback={null}>
      <ToastsRegion />
    </Suspense>
  );
}
