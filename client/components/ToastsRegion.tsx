import { useEffect, useState } from 'react';
import { Button as AriaButton, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { ECRAN_PROJET } from '../../src/domain/messages';
import { notifications } from './Toasts';

/** Space between the header's bottom edge (or the top of the window once it scrolled away) and the first notification. */
const ECART_PX = 12;

/**
 * Where the notifications start: below the page's header, whatever its height (two rows at 390 px),
 * following it as it scrolls away, so a notification never covers the brand, the navigation or the
 * sign-out button.
 */
function useHautSousEnTete(): number | undefined {
  const [haut, setHaut] = useState<number>();
  useEffect(() => {
    const entete = document.querySelector('.app-header');
    if (!entete) return;
    const mesurer = () => setHaut(Math.max(0, entete.getBoundingClientRect().bottom) + ECART_PX);
    mesurer();
    window.addEventListener('scroll', mesurer, { passive: true });
    window.addEventListener('resize', mesurer);
    return () => {
      window.removeEventListener('scroll', mesurer);
      window.removeEventListener('resize', mesurer);
    };
  }, []);
  return haut;
}

/**
 * Where notifications appear (top right, below the header): react-aria's ToastRegion (a landmark,
 * F6 reaches it), loaded by Notifications when the first notification of the tab is shown.
 */
export default function ToastsRegion() {
  const haut = useHautSousEnTete();
  return (
    <ToastRegion queue={notifications} className="toasts" aria-label={ECRAN_PROJET.notifications} style={haut === undefined ? undefined : { top: haut }}>
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
