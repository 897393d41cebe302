import { isBlockedAddress, matchEgress, namesAddressExplicitly, parseEgressRules } from '../../gateway/egress-rules';

// The egress allowlist's rules on their own (the proxy that applies them: test/integration/egress-proxy.test.ts).

describe('parsing workspace.egress', () => {
  test('a host, a wildcard domain, a host with its port and an IP literal', () => {
    expect(
      parseEgressRules(['PyPI.org.', '*.githubusercontent.com', 'files.example.com:8443', '203.0.113.7:9000']),
    ).toEqual([
      { entry: 'PyPI.org.', host: 'pypi.org', wildcard: false, port: null, ip: false },
      { entry: '*.githubusercontent.com', host: 'githubusercontent.com', wildcard: true, port: null, ip: false },
      { entry: 'files.example.com:8443', host: 'files.example.com', wildcard: false, port: 8443, ip: false },
      { entry: '203.0.113.7:9000', host: '203.0.113.7', wildcard: false, port: 9000, ip: true },
    ]);
  });

  test.each([
    ['https://pypi.org', /not a host name/],
    ['pypi.org/simple', /not a host name/],
    ['*.*.example.com', /not a host name/],
    ['user@pypi.org', /not a host name/],
    ['.example.com', /no valid host/],
    ['a..b', /no valid host/],
    ['pypi.org:0', /port 0, outside 1-65535/],
    ['pypi.org:70000', /port 70000, outside 1-65535/],
  ])('%s is refused', (entry, message) => {
    expect(() => parseEgressRules([entry])).toThrow(message);
  });
});

describe('matching a target', () => {
  const rules = parseEgressRules(['pypi.org', '*.example.com', 'api.example.org:8443']);

  test('a bare host allows ports 80 and 443 only, case and trailing dot aside', () => {
    expect(matchEgress(rules, 'PYPI.ORG.', 443)?.entry).toBe('pypi.org');
    expect(matchEgress(rules, 'pypi.org', 80)?.entry).toBe('pypi.org');
    expect(matchEgress(rules, 'pypi.org', 22)).toBeNull();
    expect(matchEgress(rules, 'files.pypi.org', 443)).toBeNull(); // a subdomain needs *.
  });

  test('a wildcard allows any subdomain, not the domain itself nor a name that only ends like it', () => {
    expect(matchEgress(rules, 'a.b.example.com', 443)?.entry).toBe('*.example.com');
    expect(matchEgress(rules, 'example.com', 443)).toBeNull();
    expect(matchEgress(rules, 'badexample.com', 443)).toBeNull();
  });

  test('host:port allows that port only', () => {
    expect(matchEgress(rules, 'api.example.org', 8443)?.entry).toBe('api.example.org:8443');
    expect(matchEgress(rules, 'api.example.org', 443)).toBeNull();
  });

  test('no rules: nothing goes through', () => {
    expect(matchEgress([], 'pypi.org', 443)).toBeNull();
  });
});

describe('addresses never opened for a name', () => {
  test.each([
    ['127.0.0.1'],
    ['0.0.0.0'],
    ['10.1.2.3'],
    ['100.64.0.1'],
    ['169.254.169.254'],
    ['172.17.0.1'],
    ['192.168.1.1'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['::1'],
    ['::'],
    ['[fe80::1]'],
    ['fd00::1'],
    ['::ffff:127.0.0.1'],
    ['not-an-address'],
  ])('%s is blocked', (address) => expect(isBlockedAddress(address)).toBe(true));

  test.each([['203.0.113.7'], ['151.101.0.223'], ['2606:4700::1111'], ['::ffff:151.101.0.223']])(
    '%s is public',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  test('only an entry naming the IP literal with its port opens a blocked address', () => {
    const [literal, bare, name] = parseEgressRules(['10.0.0.5:8080', '10.0.0.5', 'internal.example.com:8080']);
    expect(namesAddressExplicitly(literal, '10.0.0.5')).toBe(true);
    expect(namesAddressExplicitly(literal, '10.0.0.6')).toBe(false);
    expect(namesAddressExplicitly(bare, '10.0.0.5')).toBe(false);
    expect(namesAddressExplicitly(name, '10.0.0.5')).toBe(false);
  });
});
