import type { ReactNode } from 'react';

/** One fact about an event or a ticket, with an icon that says what it is. */
export function PublicDetail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="public-detail">
      <span className="public-detail-icon">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
