import type { TScanAnswer } from '@usher/contract/check-in';

type TFeedbackColor = TScanAnswer['color'] | 'gray';

/** One high beep for green, two middle ones for orange, a long low one for red: told apart without looking. */
const BEEPS: Record<TFeedbackColor, { hz: number; ms: number; count: number }> = {
  green: { hz: 1320, ms: 120, count: 1 },
  orange: { hz: 660, ms: 110, count: 2 },
  red: { hz: 220, ms: 450, count: 1 },
  gray: { hz: 440, ms: 80, count: 1 },
};
const VIBRATIONS: Record<TFeedbackColor, number[]> = {
  green: [80],
  orange: [80, 80, 80],
  red: [400],
  gray: [60],
};

let audio: AudioContext | null = null;

function beep({ hz, ms, count }: (typeof BEEPS)[TFeedbackColor]) {
  audio ??= new AudioContext();
  const context = audio;
  const start = context.currentTime;
  for (let index = 0; index < count; index += 1) {
    const at = start + (index * 2 * ms) / 1000;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.2, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
  }
}

/** Sound and vibration for an answer, where the device allows them (a browser may refuse either: no matter). */
export function signalAnswer(color: TFeedbackColor): void {
  try {
    if (typeof AudioContext === 'function') beep(BEEPS[color]);
  } catch {
    // No audio output, or audio not allowed before a tap: the colour says it all.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[color]);
}
