import type { RouteObject } from 'react-router';

/**
 * What a page shows while its first screen's code loads: nothing, for the fraction of a second it takes, as
 * before. Named all the same: without a fallback React Router warns of its absence on every page it starts on.
 */
function NothingYet() {
  return null;
}

/** `routes` with the fallback on each top route, where React Router looks for it while the router starts. */
export function withFirstScreenFallback(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, HydrateFallback: NothingYet }));
}
