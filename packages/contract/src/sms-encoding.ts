/**
 * How long an SMS may be (§5, §9): 160 characters when every character is in the GSM-7 alphabet, 70 when any
 * character needs UCS-2. Characters of the GSM-7 extension table (such as `€` and `[`) take two septets, as
 * phones and carriers count them; UCS-2 counts UTF-16 code units, so an emoji takes two.
 */
const GSM_7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_7_EXTENSION = '^{}\\[~]|€\f';

const basic = new Set(GSM_7_BASIC);
const extension = new Set(GSM_7_EXTENSION);

export const SMS_GSM_7_LIMIT = 160;
export const SMS_UCS_2_LIMIT = 70;

export type TSmsEncoding = {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  length: number;
  limit: number;
  isTooLong: boolean;
};

export function measureSms(content: string): TSmsEncoding {
  let septets = 0;
  for (const character of content) {
    if (basic.has(character)) septets += 1;
    else if (extension.has(character)) septets += 2;
    else return ucs2(content);
  }
  return { encoding: 'GSM-7', length: septets, limit: SMS_GSM_7_LIMIT, isTooLong: septets > SMS_GSM_7_LIMIT };
}

function ucs2(content: string): TSmsEncoding {
  return {
    encoding: 'UCS-2',
    length: content.length,
    limit: SMS_UCS_2_LIMIT,
    isTooLong: content.length > SMS_UCS_2_LIMIT,
  };
}
