const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How many SMS segments a text costs: GSM-7 when every character allows it, UCS-2 otherwise. */
export function smsSegments(text: string): number {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      const units = text.length;
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

export const MAX_SMS_SEGMENTS = 3;

/** The longest start of `name` (at least a few characters) for which `build(name)` fits in the segments. */
export function fitSms(name: string, build: (name: string) => string): string | null {
  for (let length = name.length; length >= 8; length--) {
    const shortened = length === name.length ? name : `${name.slice(0, length - 3).trimEnd()}...`;
    const text = build(shortened);
    if (smsSegments(text) <= MAX_SMS_SEGMENTS) return text;
  }
  return null;
}
