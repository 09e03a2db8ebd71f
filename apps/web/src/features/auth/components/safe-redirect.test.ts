import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths inside the app', () => {
    expect(safeRedirect('/settings?tab=1')).toBe('/settings?tab=1');
  });
  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/sign-in'])(
    'sends %s home',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});
