import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './DialogModale';
import './Dialog.css';

export type { DialogProps } from './DialogModale';

/**
 * React Aria's modal (focus scope, scroll lock, hiding the page from screen readers: ≈ 8 KB gzip)
 * loads the first time a dialog opens, or earlier with prechargerDialog (hover or focus of the
 * button that opens it). No page shows a dialog in its first render.
 */
const chargerModale = () => import('./DialogModale');
const DialogModale = /* @__PURE__ */ lazy(chargerModale);

export function prechargerDialog(): void {
  void chargerModale();
}

/** The kit's dialog (DialogModale), rendered from its first opening on so that it can animate out. */
export function Dialog(props: DialogProps) {
  const [ouvertUneFois, setOuvertUneFois] = useState(props.isOpen);
  if (props.isOpen && !ouvertUneFois) setOuvertUneFois(true);
  if (!ouvertUneFois) return null;
  return (
    <Suspense fallback={null}>
      <DialogModale {...props} />
    </Suspense>
  );
}
