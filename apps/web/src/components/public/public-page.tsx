import type { ReactNode } from 'react';
import { PublicLogo } from './public-logo';

type PublicPageProps = {
  children: ReactNode;
  /** The organiser's page: a wider column under a taller banner. */
  isWide?: boolean;
};

/** The landing pages' frame: no dashboard shell, a narrow column that suits a 360 px phone. */
export function PublicPage({ children, isWide = false }: PublicPageProps) {
  return (
    <div className="public-page" data-wide={isWide || undefined}>
      <div className="public-banner" />
      <div className="public-column public-stack">
        <main className="public-stack">{children}</main>
        <footer className="public-footer">
          <span className="public-text-xs public-dimmed">Tickets by</span>
          <a href="/" className="public-logo" aria-label="Usher">
            <PublicLogo />
          </a>
        </footer>
      </div>
    </div>
  );
}
