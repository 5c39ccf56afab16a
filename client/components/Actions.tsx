import type { ReactNode } from 'react';

/** The row of buttons at the bottom of a screen: back on the left, next on the right. */
export function Actions({ back, next }: { back?: ReactNode; next?: ReactNode }) {
  return (
    <div className="actions">
      <div>{back}</div>
      <div>{next}</div>
    </div>
  );
}
