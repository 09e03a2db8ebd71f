import type { ReactNode } from 'react';
import { useIsEmbedded } from './embed-context';
import { PublicLogo } from './public-logo';

type PublicPageProps = {
  children: ReactNode;
  /** The organiser's page: a wider column under a taller banner. */
  isWide?: boolean;
};

/**
 * The landing pages' frame: no dashboard shell, a narrow column that suits a 360 px phone. Embedded in an
 * organiser's website, the page is its content alone: no banner, no footer.
 */
export function PublicPage({ children, isWide = false }: PublicPageProps) {
  const isEmbedded = useIsEmbedded();
  return (
    <div className="public-page" data-wide={isWide || undefined} data-embedded={isEmbedded || undefined}>
      {isEmbedded ? null : <div className="public-banner" />}
      <div className="public-column public-stack">
        <main className="public-stack">{children}</main>
        {isEmbedded ? null : (
          <footer className="public-footer">
            <span className="public-text-xs public-dimmed">Tickets by</span>
            <a href="/" className="public-logo" aria-label="Usher">
              <PublicLogo />
            </a>
          </footer>
        )}
      </div>
    </div>
  );
}
