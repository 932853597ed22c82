import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go (issue 17). Its address is chosen by a hotel owner, but the request
 * leaves from our server: without these rules an endpoint could make it call the cloud's
 * metadata service (169.254.169.254), a database on localhost or a machine of the internal
 * network (SSRF). Checked when an endpoint is saved and again for every delivery, after DNS.
 */

/** Loopback, private, link-local, shared (CGNAT), documentation, multicast and reserved ranges. */
const NON_PUBLIC_IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * The same for IPv6: unspecified, loopback and IPv4-compatible (::/96), discard, Teredo
 * (2001::/32, it tunnels to any IPv4), documentation, unique local (fc00::/7), link-local,
 * site-local and multicast.
 */
const NON_PUBLIC_IPV6: [string, number][] = [
  ['::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const nonPublic = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NON_PUBLIC_IPV6) nonPublic.addSubnet(network, prefix, 'ipv6');

/** Names that never mean a machine on the internet (RFC 6761, 6762, 8375 and common habit). */
const LOCAL_NAME_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'lan', 'intranet'];

/** The 16 bytes of an IPv6 address (`isIP(address) === 6` already holds). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]!;
  const bytes: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = new Array<number>(8 - headGroups.length - tailGroups.length).fill(0);
  for (const group of [...headGroups, ...zeros, ...tailGroups])
    bytes.push(group >> 8, group & 0xff);
  return bytes;
}

/** The IPv4 address an IPv6 address stands for (mapped, NAT64 or 6to4), else null. */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  const isZero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (isZero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  // 64:ff9b::/96, the NAT64 well-known prefix.
  if (
    bytes[0] === 0 &&
    bytes[1] === 0x64 &&
    bytes[2] === 0xff &&
    bytes[3] === 0x9b &&
    isZero(4, 12)
  ) {
    return v4(12);
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return null;
}

/** Whether an IP address is anywhere but the public internet; anything not an address is. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return nonPublic.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  return v4 !== null ? isNonPublicAddress(v4) : nonPublic.check(address, 'ipv6');
}

/** The URL's host without IPv6 brackets and a trailing dot, lower case. */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** A name of the local network: no dot (search domains make it internal) or a local suffix. */
export function isLocalName(host: string): boolean {
  if (isIP(host)) return false;
  if (!host.includes('.')) return true;
  return LOCAL_NAME_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

export type WebhookUrlProblem =
  | 'validation.webhookUrlInvalid'
  | 'validation.webhookUrlCredentials'
  | 'validation.webhookUrlPrivate';

/**
 * What is wrong with an endpoint's address by its text alone, or null: https only (http only
 * where private addresses are allowed: development and tests), no user name or password in it,
 * no literal private address and no local name.
 */
export function urlProblem(text: string, allowPrivateUrls: boolean): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'validation.webhookUrlInvalid';
  }
  const schemes = allowPrivateUrls ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || !url.hostname) return 'validation.webhookUrlInvalid';
  if (url.username || url.password) return 'validation.webhookUrlCredentials';
  if (allowPrivateUrls) return null;
  const host = hostOf(url);
  if (isIP(host) ? isNonPublicAddress(host) : isLocalName(host)) {
    return 'validation.webhookUrlPrivate';
  }
  return null;
}

/** How long saving an endpoint waits for DNS; without an answer the delivery checks again. */
const REGISTRATION_LOOKUP_MS = 3000;

/**
 * Whether the address's name resolves into a private network now (saving an endpoint). A name
 * that does not resolve yet is accepted: the delivery resolves and checks it again.
 */
export async function resolvesToNonPublic(text: string): Promise<boolean> {
  const host = hostOf(new URL(text));
  if (isIP(host)) return isNonPublicAddress(host);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), REGISTRATION_LOOKUP_MS);
  });
  try {
    const answers = await Promise.race([lookup(host, { all: true }), timeout]);
    return (answers ?? []).some(({ address }) => isNonPublicAddress(address));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
