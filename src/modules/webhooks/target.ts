import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { badRequest } from '../../core/errors.js';

/**
 * Where a webhook may send: never to the service's own machine, its private network or a cloud metadata endpoint
 * (server-side request forgery), unless WEBHOOK_ALLOW_PRIVATE=true. Checked when a webhook is saved and again on
 * every connection, by the DNS lookup the HTTP agent uses: the address checked is the address connected to, so
 * a name that resolves elsewhere later (DNS rebinding) is still refused.
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 included)
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP literal) is on loopback, a private or link-local network, or a metadata address. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return forbidden.check(address, 'ipv4');
  if (family !== 6) return true;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) reaches the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? forbidden.check(mapped, 'ipv4') : forbidden.check(address, 'ipv6');
}

export const invalidUrl = (message: string) => badRequest('Webhook.InvalidUrl', message);
const forbiddenTarget = (host: string) =>
  badRequest(
    'Webhook.ForbiddenTarget',
    `Webhook Url resolves to a loopback, private, link-local or metadata address (${host}); set WEBHOOK_ALLOW_PRIVATE=true to allow it`,
  );

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Parses and checks a webhook URL: http or https, a host, no credentials. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl('Webhook Url is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidUrl('Webhook Url must be an http:// or https:// URL');
  if (hostOf(url) === '') throw invalidUrl('Webhook Url has no host');
  if (url.username || url.password) throw invalidUrl('Webhook Url must not hold credentials');
  return url;
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** Checks at save time that every address of the URL's host is allowed. */
export async function checkTarget(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(url);
  if (isIP(host)) {
    if (isForbiddenAddress(host)) throw forbiddenTarget(host);
    return;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw invalidUrl(`Webhook Url host ${host} does not resolve`);
  }
  const bad = addresses.find((a) => isForbiddenAddress(a.address));
  if (bad) throw forbiddenTarget(bad.address);
}

export class ForbiddenTargetError extends Error {
  readonly code = 'Webhook.ForbiddenTarget';
}

/**
 * The lookup the HTTP agent connects with: the system resolver, refusing forbidden addresses. An IP literal in
 * the URL never reaches a lookup, so the sender checks those itself (`checkLiteralHost`).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const bad = list.find((a) => isForbiddenAddress(a.address));
    if (bad)
      return callback(
        new ForbiddenTargetError(`${hostname} resolves to the forbidden address ${bad.address}`),
        '',
        0,
      );
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0];
    if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
    callback(null, first.address, first.family);
  });
};

/** Refuses a forbidden IP literal at send time (literals bypass the agent's lookup). */
export function checkLiteralHost(url: URL): void {
  const host = hostOf(url);
  if (isIP(host) && isForbiddenAddress(host))
    throw new ForbiddenTargetError(`${host} is a forbidden address`);
}
