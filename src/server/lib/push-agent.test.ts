import { describe, expect, it } from 'vitest';
import { isPublicAddress, NonPublicAddressError, publicOnlyLookup } from './push-agent';

/* Issue 35: the addresses a push is never sent to, whatever name leads there. */

describe('isPublicAddress', () => {
  it.each(['142.250.185.74', '63.245.208.195', '2a00:1450:4001:81c::200a', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.31.7.9'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['unspecified', '0.0.0.0'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['documentation', '192.0.2.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local', 'fd00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['NAT64 of the loopback', '64:ff9b::7f00:1'],
    ['not an address', 'localhost'],
  ])('refuses %s (%s)', (_, address) => expect(isPublicAddress(address)).toBe(false));
});

describe('publicOnlyLookup', () => {
  const lookup = (all: boolean) =>
    new Promise<unknown>((resolve) => publicOnlyLookup('localhost', { all }, (err) => resolve(err)));
  it('refuses a name that resolves to the loopback, in both answer forms', async () => {
    for (const all of [false, true]) {
      const err = await lookup(all);
      expect(err).toBeInstanceOf(NonPublicAddressError);
      expect(err).toMatchObject({ code: 'ERR_PUSH_NON_PUBLIC_ADDRESS' });
    }
  });
});
