import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { ECRAN_PROJET } from '../../src/domain/messages';
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
export const notifications = new ToastQueue<Notification>({ maxVisibleToasts: 4 });

export function notifier(ton: BannerTone, texte: string): void {
  notifications.add({ ton, texte }, { timeout: DUREE_MS[ton] });
}

/** Where notifications appear (bottom right); rendered once by the signed-in layout. */
export function Notifications() {
  return (
    <ToastRegion queue={notifications} className="toasts" aria-label={ECRAN_PROJET.notifications}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.ton}`}>
          <ToastContent className="toast-contenu">
            <Text slot="title">{toast.content.texte}</Text>
          </ToastContent>
          <AriaButton slot="close" className="toast-fermer" aria-label={ECRAN_PROJET.fermer}>
            ×
          </AriaButton>
        </Toast>
      )}
    </ToastRegion>
  );
}
