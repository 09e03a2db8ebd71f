import type { ReactNode } from 'react';

type PublicEmptyPanelProps = { icon: ReactNode; title?: string; description: ReactNode; actions?: ReactNode };

/** "Nothing here" on a landing page, in the look of components/ui/empty-panel.tsx. */
export function PublicEmptyPanel({ icon, title, description, actions }: PublicEmptyPanelProps) {
  return (
    <div className="public-card public-empty">
      <span className="public-empty-icon">{icon}</span>
      {title ? <p className="public-empty-title">{title}</p> : null}
      <p className="public-text-sm public-dimmed">{description}</p>
      {actions}
    </div>
  );
}
