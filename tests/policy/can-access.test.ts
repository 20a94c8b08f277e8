// Every rule of spec section 6, one at a time, on hand-made guards.
import { describe, expect, it } from 'vitest'
import type { AccessRule, AccessUser, Guard } from '../../src/shared/manifest/types.ts'
import { canAccess, canCallEndpoint, checkRule, SUPER_LEVEL } from '../../src/shared/policy/can-access.ts'

const user = (role: string, group: string, features: string[] = []): AccessUser => ({ role, group, features })
const only = (rule: AccessRule) => ({ anyOf: [rule] }) satisfies Guard
const fromAdmin = ['ROOT', 'ADMIN']

describe('checkRule', () => {
  it.each([
    [
      'role among the rule levels',
      user('ADMIN', 'BPI'),
      { levels: fromAdmin },
      { allowed: true, reason: 'rule-matched' },
    ],
    ['role not among them', user('READ', 'BPI'), { levels: fromAdmin }, { allowed: false, reason: 'level' }],
    [
      'group among the rule groups',
      user('READ', 'BPI'),
      { groups: ['BPI', 'NERES'] },
      { allowed: true, reason: 'rule-matched' },
    ],
    ['group not among them', user('READ', 'DEMO'), { groups: ['BPI'] }, { allowed: false, reason: 'group' }],
    [
      'required feature held',
      user('READ', 'BPI', ['expertMode']),
      { feature: 'expertMode' },
      { allowed: true, reason: 'rule-matched' },
    ],
    [
      'required feature missing',
      user('READ', 'BPI', ['other']),
      { feature: 'expertMode' },
      { allowed: false, reason: 'feature' },
    ],
    ['no condition at all', user('READ', 'BPI'), {}, { allowed: true, reason: 'rule-matched' }],
    [
      'ROOT with a required level it lacks',
      user('ROOT', 'BPI'),
      { levels: ['ADMIN'] },
      { allowed: true, reason: 'super-level' },
    ],
    [
      'ROOT without the required feature',
      user('ROOT', 'BPI'),
      { groups: ['BPI'], feature: 'expertMode' },
      { allowed: true, reason: 'super-level' },
    ],
    [
      'ROOT of another group',
      user('ROOT', 'DEMO'),
      { groups: ['BPI'], levels: ['ROOT'] },
      { allowed: false, reason: 'group' },
    ],
    [
      'every condition holds',
      user('WRITE', 'IGEPHA', ['expertMode']),
      { levels: ['ROOT', 'ADMIN', 'WRITE'], groups: ['IGEPHA'], feature: 'expertMode' },
      { allowed: true, reason: 'rule-matched' },
    ],
    [
      'level holds but feature fails',
      user('WRITE', 'IGEPHA'),
      { levels: ['WRITE'], groups: ['IGEPHA'], feature: 'expertMode' },
      { allowed: false, reason: 'feature' },
    ],
  ] as const)('%s', (_name, who, rule, verdict) => {
    expect(checkRule(who, rule)).toEqual(verdict)
  })

  it('treats ROOT as the super level', () => {
    expect(SUPER_LEVEL).toBe('ROOT')
  })
})

describe('canAccess', () => {
  it('refuses a missing user, even where nothing is required', () => {
    expect(canAccess(null, null)).toBe(false)
    expect(canAccess(undefined, only({}))).toBe(false)
  })

  it('lets every present user through an unrestricted guard', () => {
    expect(canAccess(user('READ', 'ALEXION'), null)).toBe(true)
  })

  it('needs one rule of anyOf to pass', () => {
    const imageGenerator: Guard = {
      anyOf: [{ levels: ['ROOT', 'ADMIN', 'WRITE'], groups: ['PARENT'] }, { groups: ['BPI', 'DEMO'] }],
    }
    expect(canAccess(user('READ', 'PARENT'), imageGenerator)).toBe(false)
    expect(canAccess(user('WRITE', 'PARENT'), imageGenerator)).toBe(true)
    expect(canAccess(user('READ', 'BPI'), imageGenerator)).toBe(true)
    expect(canAccess(user('ADMIN', 'NERES'), imageGenerator)).toBe(false)
  })

  it('refuses an empty list of alternatives', () => {
    expect(canAccess(user('ROOT', 'PARENT'), { anyOf: [] })).toBe(false)
  })

  it('lets ROOT through whatever levels or features, once the group passes', () => {
    const guard = only({ levels: ['ADMIN'], groups: ['BPI'], feature: 'expertMode' })
    expect(canAccess(user('ROOT', 'BPI'), guard)).toBe(true)
    expect(canAccess(user('ROOT', 'NERES'), guard)).toBe(false)
  })
})

describe('canCallEndpoint', () => {
  it('opens public endpoints to anyone, signedIn ones to any user, rules as canAccess', () => {
    expect(canCallEndpoint(null, 'public')).toBe(true)
    expect(canCallEndpoint(null, 'signedIn')).toBe(false)
    expect(canCallEndpoint(user('READ', 'BPI'), 'signedIn')).toBe(true)
    expect(canCallEndpoint(user('READ', 'BPI'), only({ levels: fromAdmin }))).toBe(false)
    expect(canCallEndpoint(user('ADMIN', 'BPI'), only({ levels: fromAdmin }))).toBe(true)
    expect(canCallEndpoint(null, only({}))).toBe(false)
  })
})
