import { isIP } from 'node:net';

/**
 * Push endpoints are URLs a player chooses, and the server calls them: checked like any outbound
 * call a user controls (SSRF). At subscribe time everything that needs no DNS: `https:` only, port
 * 443, no credentials, a public DNS name (no IP literal in any spelling, no single label, no
 * local-only suffix). At send time the name's addresses are checked too (./address.ts).
 */

/** Suffixes that only ever name machines of a local network (RFC 6761, 6762, 8375 and habit). */
const LOCAL_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'localdomain',
  'lan',
  'intranet',
  'home.arpa',
  'arpa',
];

export type EndpointCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Checks a push endpoint. `testOrigin` (tests only, config `pushTestEndpointOrigin`) lets
 * endpoints under exactly that origin through, so tests can use a fake push service on loopback.
 */
export function checkPushEndpoint(endpoint: string, testOrigin: string | null = null): EndpointCheck {
  if (!URL.canParse(endpoint)) return refuse('endpoint must be a URL');
  const url = new URL(endpoint);
  if (testOrigin && url.origin === testOrigin) return { ok: true, url };
  if (url.protocol !== 'https:') return refuse('endpoint must be an https:// URL');
  if (url.username || url.password) return refuse('endpoint must not carry a user name or password');
  if (url.port !== '') return refuse('endpoint must use the standard https port');
  // WHATWG parsing already turns 2130706433, 0x7f.1 and 017700000001 into dotted IPv4.
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[') || isIP(host) !== 0 || /^[\d.]+$/.test(host) || /^0x/i.test(host)) {
    return refuse('endpoint must name a public host, not an IP address');
  }
  if (!host.includes('.')) return refuse('endpoint must name a public host');
  if (LOCAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) {
    return refuse('endpoint must name a public host');
  }
  // The last label of a public name is a top-level domain: letters (or punycode), never digits.
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return refuse('endpoint must name a public host');
  return { ok: true, url };
}

const refuse = (reason: string): EndpointCheck => ({ ok: false, reason });
