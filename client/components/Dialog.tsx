import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './DialogModale';
import './Dialog.css';

export type { DialogProps } from './DialogModale';

/**
 * React Aria's modal (focus scope, scroll lock, hiding the page from screen readers) loads the first
 * time a dialog opens: no page shows a dialog in its first render (docs/adr/0048).
 */
const DialogModale = /* @__PURE__ */ lazy(() => import('./DialogModale'));

/** The kit's dialog: nothing until its first opening, then DialogModale (which handles open and closed). */
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
