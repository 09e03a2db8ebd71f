/**
 * A keyboard-wedge scanner (USB or Bluetooth) types a code's characters a few milliseconds apart and then Enter;
 * a person types them 100 ms or more apart. A pause longer than this starts the code again.
 */
export const WEDGE_MAX_GAP_MS = 100;
/** Over a whole code the keys come at most this far apart on average; no person types that fast for long. */
export const WEDGE_MAX_MEAN_GAP_MS = 40;
/** Shorter bursts are stray keys, not a ticket code. */
export const WEDGE_MIN_LENGTH = 4;

export type WedgeReader = {
  /** Feeds one key; returns the code when this key is the Enter that ends a scanner's burst, else null. */
  onKey: (key: string, at: number) => string | null;
};

export function createWedgeReader(): WedgeReader {
  let buffer = '';
  let startedAt = 0;
  let lastAt = 0;
  return {
    onKey(key, at) {
      if (key === 'Enter') {
        const code = buffer;
        const meanGap = code.length > 0 ? (at - startedAt) / code.length : Infinity;
        buffer = '';
        const isFresh = at - lastAt <= WEDGE_MAX_GAP_MS;
        return code.length >= WEDGE_MIN_LENGTH && isFresh && meanGap <= WEDGE_MAX_MEAN_GAP_MS ? code : null;
      }
      if (key.length !== 1) return null;
      if (buffer === '' || at - lastAt > WEDGE_MAX_GAP_MS) {
        buffer = '';
        startedAt = at;
      }
      buffer += key;
      lastAt = at;
      return null;
    },
  };
}
