import { useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { landingScreen } from './public-landing';

const noEmbeddedData = () => undefined;

/**
 * A landing page reached inside the dashboard's router: the dev server (and the offline door app) serve every
 * path from index.html. The screen is the public entry's, with its data fetched rather than embedded.
 */
export function LandingRoute() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ pathname: string; screen: ReactElement } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void landingScreen(pathname, noEmbeddedData)?.then((screen) => {
      if (isCurrent) setShown({ pathname, screen });
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname]);
  return shown?.pathname === pathname ? shown.screen : null;
}
