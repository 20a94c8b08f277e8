import { describe, expect, it } from 'vitest'
import { assignableGroups, assignableRoles, canManageUser, canManageUsers } from './admin-scope.ts'

const user = (role: string, group: string) => ({ role, group, features: [] })

describe('admin scope', () => {
  it.each([
    ['ROOT', ['ROOT', 'ADMIN', 'WRITE', 'READ']],
    ['ADMIN', ['WRITE', 'READ']],
    ['WRITE', ['READ']],
    ['READ', []],
  ])('offers %s only the roles below its own (a ROOT all)', (role, expected) => {
    expect(assignableRoles(user(role, 'BPI'))).toEqual(expected)
  })

  it('lets ROOT of the parent group choose any group, client admins only their own', () => {
    expect(assignableGroups(user('ROOT', 'PARENT'))).toContain('NERES')
    expect(assignableGroups(user('ADMIN', 'BPI'))).toEqual(['BPI'])
    expect(assignableGroups(user('ROOT', 'DEMO'))).toEqual(['DEMO'])
  })

  it('lets ROOT of the parent group and client admins manage users, not parent admins', () => {
    expect(canManageUsers(user('ROOT', 'PARENT'))).toBe(true)
    expect(canManageUsers(user('ADMIN', 'IGEPHA'))).toBe(true)
    expect(canManageUsers(user('ADMIN', 'PARENT'))).toBe(false)
    expect(canManageUsers(user('WRITE', 'BPI'))).toBe(false)
  })

  it.each([
    ['ROOT', 'PARENT', 'ADMIN', 'DEMO', true],
    ['ROOT', 'DEMO', 'ROOT', 'DEMO', true],
    ['ADMIN', 'DEMO', 'WRITE', 'DEMO', true],
    ['ADMIN', 'DEMO', 'ADMIN', 'DEMO', false],
    ['ADMIN', 'DEMO', 'ROOT', 'DEMO', false],
    ['ADMIN', 'DEMO', 'READ', 'BPI', false],
    ['ROOT', 'DEMO', 'READ', 'BPI', false],
  ])('lets %s of %s change a %s of %s: %s', (role, group, targetRole, targetGroup, expected) => {
    expect(canManageUser(user(role, group), { role: targetRole, group: targetGroup })).toBe(expected)
  })
})
