import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent: an ordinary unicast address, as ipaddr.js classifies it, after an
 * IPv4-mapped IPv6 address is read as the IPv4 one it carries. An integrator chooses the
 * endpoint, and a server that posted wherever a name pointed would reach what only it can reach:
 * this machine's own ports, the operator's network, a cloud's metadata service, and any range the
 * registries set aside (documentation, benchmarking, relays, NAT64) that a host of ours may have
 * been given. A list of ranges kept by hand missed some of those; the library's classification
 * is kept with the registries.
 */
export function isInternalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== 'unicast';
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
