import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeat-guard';

describe('createRepeatGuard', () => {
  it('lets a code through once while it stays in front of the camera, and again after it was away 3 s', () => {
    const guard = createRepeatGuard(3000);
    expect(guard.isRepeat('A', 0)).toBe(false);
    expect(guard.isRepeat('A', 100)).toBe(true);
    expect(guard.isRepeat('A', 2900)).toBe(true);
    expect(guard.isRepeat('A', 5800)).toBe(true);
    expect(guard.isRepeat('A', 9000)).toBe(false);
  });

  it('lets the next guest straight through', () => {
    const guard = createRepeatGuard(3000);
    expect(guard.isRepeat('A', 0)).toBe(false);
    expect(guard.isRepeat('B', 500)).toBe(false);
    expect(guard.isRepeat('A', 1000)).toBe(false);
  });

  it('ignores the ticket still in view for 3 s after its result is closed', () => {
    const guard = createRepeatGuard(3000);
    guard.isRepeat('A', 0);
    guard.restart(20_000);
    expect(guard.isRepeat('A', 22_000)).toBe(true);
    expect(guard.isRepeat('A', 26_000)).toBe(false);
  });
});
