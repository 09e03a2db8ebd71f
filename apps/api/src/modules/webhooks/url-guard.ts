import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { MESSAGES } from '@usher/contract/messages';

/** Why a webhook URL is refused, in the words the organiser sees; null when it may be used. */
export type UrlRefusal = typeof MESSAGES.webhookUrlNotHttps | typeof MESSAGES.webhookUrlInternal;

/**
 * Whether an address is an ordinary one on the internet: ipaddr.js names every special range (loopback, the
 * private and unique-local blocks, link-local, carrier-grade NAT, unspecified, multicast, broadcast, reserved,
 * documentation, 6to4, Teredo, NAT64…) and only 'unicast' is left. An IPv4-mapped IPv6 address is judged as
 * the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** `[::1]` → `::1`: the URL keeps an IPv6 literal in brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** RFC 6761: `localhost` and every name under it are the machine itself, whatever a resolver says. */
const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/** What is wrong with the URL itself, before any name is looked up. */
function refusalOfUrl(url: URL): UrlRefusal | null {
  if (url.protocol !== 'https:') return MESSAGES.webhookUrlNotHttps;
  const host = hostOf(url);
  if (isLocalhostName(host)) return MESSAGES.webhookUrlInternal;
  if (net.isIP(host) && !isPublicAddress(host)) return MESSAGES.webhookUrlInternal;
  return null;
}

/**
 * The check when a webhook is saved: https, and a name that resolves only to public addresses. A name that does
 * not resolve yet may be saved; the send checks again after its own lookup.
 */
export async function refusalOfWebhookUrl(raw: string): Promise<UrlRefusal | null> {
  const url = new URL(raw);
  const refusal = refusalOfUrl(url);
  if (refusal) return refusal;
  const host = hostOf(url);
  if (net.isIP(host)) return null;
  const addresses = await dns.lookup(host, { all: true, verbatim: true }).catch(() => []);
  return addresses.every(({ address }) => isPublicAddress(address)) ? null : MESSAGES.webhookUrlInternal;
}

/** Where a delivery connects: the address its name resolved to, checked, so no second lookup can differ. */
export type PinnedAddress = { address: string; family: 4 | 6 };

/**
 * The send's check: the name is resolved once, every address it gives is checked, and the connection goes to
 * the first of them (the request never resolves the name again, so a name that changes between the check and
 * the connection cannot point it inside). Throws with the reason when the URL may not be sent to.
 */
export async function pinWebhookAddress(raw: string, allowPrivate: boolean): Promise<PinnedAddress | null> {
  const url = new URL(raw);
  if (allowPrivate) return null;
  const refusal = refusalOfUrl(url);
  if (refusal) throw new Error(refusal);
  const host = hostOf(url);
  const addresses = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await dns.lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${host} did not resolve`);
  const internal = addresses.find(({ address }) => !isPublicAddress(address));
  if (internal) throw new Error(`${MESSAGES.webhookUrlInternal} (${host} resolved to ${internal.address})`);
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
