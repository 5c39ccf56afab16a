import { Button as AriaButton, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { ECRAN_PROJET } from '../../src/domain/messages';
import { notifications } from './Toasts';

/**
 * Where notifications appear (bottom right): react-aria's ToastRegion (a landmark, F6 reaches it),
 * loaded by Notifications when the first notification of the tab is shown.
 */
export default function ToastsRegion() {
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
