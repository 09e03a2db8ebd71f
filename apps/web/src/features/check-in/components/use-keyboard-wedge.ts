import { useEffect, useRef } from 'react';
import { createWedgeReader } from './keyboard-wedge';

/** Inputs that take no typing: a switch or a radio with the focus still lets the scanner through. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color']);

/** Typing in a field (the guest search, a dialog's input) is the person's, never a scan. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * Reads a keyboard-wedge scanner anywhere on the page, with no field focused: each code ends with Enter, which is
 * kept from pressing whatever button has the focus.
 */
export function useKeyboardWedge(onCode: (code: string) => void, isOn = true) {
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });

  useEffect(() => {
    if (!isOn) return;
    const reader = createWedgeReader();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const code = reader.onKey(event.key, event.timeStamp);
      if (code === null) return;
      event.preventDefault();
      handler.current(code);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isOn]);
}
