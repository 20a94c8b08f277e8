// Which addresses the server may connect to when it fetches a URL someone entered (a model
// provider's base URL today; feeds, pages and NCBI later): public addresses only, unless the operator
// allows loopback (OUTBOUND_ALLOW_LOOPBACK) or names hosts and networks (OUTBOUND_ALLOWED_HOSTS),
// decision 0086. One policy per process, set at start from the configuration.
import { isIP } from 'node:net'
import { createAddressMatcher } from '../../lib/address-list.ts'
import { classifyAddress, type AddressClass } from './address-class.ts'

export interface OutboundPolicy {
  /** Loopback addresses (127.0.0.0/8, ::1): a model server on the same machine, and the tests' scripted servers. */
  readonly allowLoopback: boolean
  /** Host names and IP addresses or CIDR ranges that may be private (an on-premises model server). */
  readonly allowedHosts: readonly string[]
}

/** Why a target was refused; the message names the address class, never a key or header. */
export class OutboundRefused extends Error {
  readonly code = 'outbound.refused'
  readonly reason: AddressClass | 'scheme' | 'tooLarge'

  constructor(reason: OutboundRefused['reason'], message: string) {
    super(message)
    this.name = 'OutboundRefused'
    this.reason = reason
  }
}

const listeners = new Set<() => void>()

/** Sets the process's policy (createApp does, from OUTBOUND_ALLOW_LOOPBACK and OUTBOUND_ALLOWED_HOSTS). */
export function configureOutbound(policy: OutboundPolicy): void {
  active = compile(policy)
  for (const listener of listeners) listener()
}

/** Called when the policy changes (the client drops connections it opened under the old one). */
export function onOutboundPolicyChange(listener: () => void): void {
  listeners.add(listener)
}

/** Host-name entries of OUTBOUND_ALLOWED_HOSTS: letters, digits, dots and hyphens. */
export function isHostNameEntry(entry: string): boolean {
  return (
    isIP(entry) === 0 &&
    !entry.includes('/') &&
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(entry)
  )
}

function compile(policy: OutboundPolicy) {
  const names = new Set(policy.allowedHosts.filter(isHostNameEntry).map(canonicalHost))
  const inRanges = createAddressMatcher(policy.allowedHosts.filter((entry) => !isHostNameEntry(entry)))
  return { allowLoopback: policy.allowLoopback, names, inRanges }
}

const canonicalHost = (host: string) => host.toLowerCase().replace(/\.$/, '')

/** Until the server configures it: public addresses only. */
let active = compile({ allowLoopback: false, allowedHosts: [] })

/**
 * Throws OutboundRefused unless `address` (one the host name `host` resolved to, or the host itself
 * when it is an address) may be connected to. Public addresses always may; loopback with
 * allowLoopback; private and loopback ones of a host named in allowedHosts; any but the unspecified
 * and reserved ones inside a range named there.
 */
export function assertAddressAllowed(host: string, address: string): void {
  const kind = classifyAddress(address)
  if (kind === 'public') return
  if (kind !== 'unspecified' && kind !== 'reserved') {
    if (kind === 'loopback' && active.allowLoopback) return
    if (active.inRanges(address)) return
    if ((kind === 'private' || kind === 'loopback') && active.names.has(canonicalHost(host))) return
  }
  const shown = host === address ? address : `${host} (${address})`
  throw new OutboundRefused(
    kind,
    `${shown} is a ${describe[kind]} address; the server does not connect there (see OUTBOUND_ALLOW_LOOPBACK and OUTBOUND_ALLOWED_HOSTS)`,
  )
}

const describe: Record<Exclude<AddressClass, 'public'>, string> = {
  loopback: 'loopback',
  private: 'private-network',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  reserved: 'reserved',
}
