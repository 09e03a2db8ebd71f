/** A ticket held in front of the camera is read ten times a second; a read within this time of the last is the same scan. */
export const REPEAT_WINDOW_MS = 3000;

export type RepeatGuard = {
  /** Whether this read repeats the last code within the window; every read of that code extends it. */
  isRepeat: (code: string, now?: number) => boolean;
  /** Starts the window again, so the ticket still in view when a result is closed is not read once more. */
  restart: (now?: number) => void;
};

export function createRepeatGuard(windowMs = REPEAT_WINDOW_MS): RepeatGuard {
  let last: { code: string; at: number } | null = null;
  return {
    isRepeat(code, now = Date.now()) {
      const isRepeat = last !== null && last.code === code && now - last.at < windowMs;
      last = { code, at: now };
      return isRepeat;
    },
    restart(now = Date.now()) {
      if (last) last = { ...last, at: now };
    },
  };
}
