/** Only paths inside the app may be returned to after sign-in (no `//host` or absolute URLs). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target.startsWith('/sign-in')) return '/';
  return target;
}
