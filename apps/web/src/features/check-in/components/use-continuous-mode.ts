import { useCallback, useState } from 'react';

const CONTINUOUS_KEY = 'usher.door-continuous';

function readSetting(): boolean {
  try {
    return localStorage.getItem(CONTINUOUS_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Continuous scanning is a choice of this device (a fixed scanner at a gate keeps it on), kept across visits. */
export function useContinuousMode(): [boolean, (isOn: boolean) => void] {
  const [isOn, setOn] = useState(readSetting);
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(CONTINUOUS_KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused (private browsing): the choice lasts for this visit.
    }
  }, []);
  return [isOn, set];
}
