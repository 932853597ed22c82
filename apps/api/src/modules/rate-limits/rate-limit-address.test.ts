import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './rate-limit-address';

describe('rateLimitAddress', () => {
  it('keeps IPv4 and counts IPv6 by its /64 network', () => {
    expect(rateLimitAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitAddress('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(rateLimitAddress('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
