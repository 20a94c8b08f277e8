// What kind of network an IP address belongs to, for the outbound guard. Addresses that carry an
// IPv4 address inside an IPv6 one (::ffff:127.0.0.1, the NAT64 prefix 64:ff9b::/96, 6to4 2002::/16)
// are judged by the IPv4 address they reach.
import { BlockList, isIP } from 'node:net'

export type AddressClass = 'public' | 'loopback' | 'private' | 'linkLocal' | 'unspecified' | 'reserved'

const ranges: Record<Exclude<AddressClass, 'public'>, [string, number, 'ipv4' | 'ipv6'][]> = {
  unspecified: [
    ['0.0.0.0', 8, 'ipv4'], // "this network": 0.0.0.0 reaches the local host on Linux
    ['::', 128, 'ipv6'],
  ],
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT (RFC 6598)
    ['fc00::', 7, 'ipv6'], // unique local addresses
    ['fec0::', 10, 'ipv6'], // the old site-local addresses
  ],
  linkLocal: [
    ['169.254.0.0', 16, 'ipv4'], // cloud metadata services (169.254.169.254) live here
    ['fe80::', 10, 'ipv6'],
  ],
  reserved: [
    ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
    ['198.18.0.0', 15, 'ipv4'], // benchmarking
    ['224.0.0.0', 4, 'ipv4'], // multicast
    ['240.0.0.0', 4, 'ipv4'], // reserved, and the broadcast address
    ['ff00::', 8, 'ipv6'], // multicast
    ['100::', 64, 'ipv6'], // discard
  ],
}

const lists = Object.entries(ranges).map(([name, entries]) => {
  const list = new BlockList()
  for (const [address, bits, type] of entries) list.addSubnet(address, bits, type)
  return [name as AddressClass, list] as const
})

/** The IPv4 address inside an IPv6 address that reaches it (mapped, compatible, NAT64, 6to4), if any. */
export function embeddedIpv4(address: string): string | undefined {
  if (isIP(address) !== 6) return undefined
  const words = expandIpv6(address)
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0)
  if (zeros(0, 5) && words[5] === 0xffff) return v4(words[6]!, words[7]!) // ::ffff:a.b.c.d
  if (zeros(0, 6) && (words[6]! > 0 || words[7]! > 1)) return v4(words[6]!, words[7]!) // ::a.b.c.d (deprecated)
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6]!, words[7]!) // 64:ff9b::/96
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!) // 6to4
  return undefined
}

/** Eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part included). */
function expandIpv6(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const headWords = head ? head.split(':') : []
  const tailWords = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : new Array<string>(8 - headWords.length - tailWords.length).fill('0')
  return [...headWords, ...fill, ...tailWords].map((word) => parseInt(word, 16))
}

/** The class of an IP address as written by the resolver or the URL parser (no brackets). */
export function classifyAddress(address: string): AddressClass {
  const inner = embeddedIpv4(address)
  if (inner !== undefined) return classifyAddress(inner)
  const version = isIP(address)
  if (version === 0) return 'reserved'
  const type = version === 6 ? 'ipv6' : 'ipv4'
  for (const [name, list] of lists) if (list.check(address.split('%')[0]!, type)) return name
  return 'public'
}
