import { useEffect, useState } from 'react';

/**
 * True while the element is (at least partly) on screen. Spec 01 §2: 'Price updating starts when
 * the panel appears and stops when it disappears'. Without IntersectionObserver, always visible.
 * Takes the element itself (from a callback ref), so it follows the element's mounting.
 */
export function useVisible(element: Element | null): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setVisible(true));
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) setVisible(e.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return visible;
}
