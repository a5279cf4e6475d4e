import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook is never sent: an integrator chooses the endpoint, and a server that posted
 * wherever a name pointed would reach what only it can reach (this machine's own ports, the
 * operator's network, a cloud's metadata service at 169.254.169.254).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export class InternalAddressError extends Error {
  readonly code = 'EINTERNALADDRESS';
  constructor(host: string, address: string) {
    super(`${host} is an internal address (${address}): webhooks go to public addresses only`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup refusing internal addresses. The socket connects to the address answered here, so a
 * name cannot point elsewhere between the check and the call.
 */
function publicLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find(({ address }) => isInternalAddress(address));
    if (internal) return callback(new InternalAddressError(hostname, internal.address), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

/**
 * POSTs a webhook's body and answers the receiver's status. No redirect is followed (a 3xx is the
 * answer), and unless `allowInternal` (tests and development, WEBHOOK_ALLOW_LOCAL_HTTP) only a
 * public address is reached, whether the endpoint names it or a name resolves to it.
 */
export function postWebhook(
  endpoint: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, allowInternal }: { timeoutMs: number; allowInternal: boolean },
): Promise<number> {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowInternal && isIP(host) && isInternalAddress(host))
    return Promise.reject(new InternalAddressError(host, host));
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(allowInternal ? {} : { lookup: publicLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
