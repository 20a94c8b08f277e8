import { describe, expect, it } from 'vitest'
import { assignableGroups, assignableRoles, canManageUsers } from './admin-scope.ts'

const user = (role: string, group: string) => ({ role, group, features: [] })

describe('admin scope', () => {
  it.each([
    ['ROOT', ['ROOT', 'ADMIN', 'WRITE', 'READ']],
    ['ADMIN', ['ADMIN', 'WRITE', 'READ']],
    ['WRITE', ['WRITE', 'READ']],
    ['READ', ['READ']],
  ])('offers %s roles up to its own', (role, expected) => {
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
})
