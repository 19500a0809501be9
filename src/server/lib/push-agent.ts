import { lookup as dnsLookup } from 'node:dns';
import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * The connections to push services (issue 35). An endpoint's host passed the allow-list as a name
 * (./push-endpoints.ts), but a name can resolve anywhere: a push service's subdomain pointed at 127.0.0.1
 * or 169.254.169.254 must not make the server call inside its own network. So the agent resolves each name
 * when it connects and refuses unless every address is public. IP addresses written in an endpoint are not
 * resolved (Node connects to them directly): the allow-list matches those only when an entry names them.
 */

/**
 * Whether the server may connect to this address: a global unicast one. Refused: loopback, private
 * (RFC 1918, fc00::/7), link-local (169.254/16, fe80::/10), unspecified, carrier-grade NAT, multicast,
 * broadcast, documentation, benchmarking and other reserved ranges, and IPv6 forms that carry an IPv4
 * address (NAT64, 6to4, Teredo); an IPv4-mapped IPv6 address is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A push service's name resolved to an address the server must not call: the device is skipped. */
export class NonPublicAddressError extends Error {
  // Not the name or address: the endpoint is the device's credential at the push service.
  readonly code = 'ERR_PUSH_NON_PUBLIC_ADDRESS';
  constructor() {
    super('the push service’s name resolves to an address that is not public');
    this.name = 'NonPublicAddressError';
  }
}

/**
 * dns.lookup, refusing a name with any address that is not public: not just the first, as a later
 * attempt (Happy Eyeballs) may take another. Answers in the form asked for (`all` or one address).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const [first] = addresses;
    if (!first || !addresses.every((a) => isPublicAddress(a.address))) {
      return callback(new NonPublicAddressError(), '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
};

/** As Node's global agent (kept-alive sockets, closed after 5 s idle), resolving through publicOnlyLookup. */
const sharedAgent = new Agent({
  keepAlive: true,
  scheduling: 'lifo',
  timeout: 5000,
  lookup: publicOnlyLookup,
});

/**
 * The agent of the requests to push services. `ca` adds a certificate to trust (the tests' local push
 * service): such an agent is made for the call, with the same lookup.
 */
export function pushAgent(ca?: string | Buffer): Agent {
  return ca ? new Agent({ ca, lookup: publicOnlyLookup }) : sharedAgent;
}
