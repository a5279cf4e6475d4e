import { describe, expect, it } from 'vitest';
import { isInternalAddress } from './webhook-post';

describe('a webhook’s address', () => {
  it('is public only when ordinary unicast', () => {
    for (const address of ['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isInternalAddress(address), address).toBe(false);
  });

  it('is internal in every range set aside, the mapped IPv4 and NAT64 forms included', () => {
    for (const address of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '240.0.0.1',
      '192.0.0.8',
      '192.0.2.10',
      '198.18.0.1',
      '198.51.100.10',
      '203.0.113.10',
      '192.88.99.1',
      '::',
      '::1',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      '2002:7f00:1::1',
      'not an address',
    ])
      expect(isInternalAddress(address), address).toBe(true);
  });
});
