// Lists of IP addresses and CIDR ranges from the configuration (TRUSTED_PROXIES,
// SIGNIN_TRUSTED_NETWORKS), checked with node:net's BlockList.
import { BlockList, isIP } from 'node:net'

/** Splits a comma-separated list; returns the entries that are neither an IP address nor a CIDR range. */
export function invalidAddressEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => {
    const [address, bits, extra] = entry.split('/')
    const version = isIP(address ?? '')
    const maxBits = version === 6 ? 128 : 32
    const badBits = bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits)
    return version === 0 || badBits || extra !== undefined
  })
}

export const splitList = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** A test for "is this client address in one of these (already validated) addresses or ranges". */
export function createAddressMatcher(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return (address) => {
    // Node reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
    const version = isIP(plain)
    return version !== 0 && list.check(plain, version === 6 ? 'ipv6' : 'ipv4')
  }
}
