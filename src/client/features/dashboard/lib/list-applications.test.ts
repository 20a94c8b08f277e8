import { describe, expect, it } from 'vitest'
import { sideMenu } from '../../../../generated/menu.gen.ts'
import { listApplications } from './list-applications.ts'

const user = (role: string, group: string, features: string[] = []) => ({ role, group, features })
const urls = (role: string, group: string, features: string[] = []) =>
  listApplications(sideMenu, user(role, group, features)).flatMap((group) => group.applications.map((application) => application.url))

describe('dashboard applications', () => {
  it('groups the tiles as the menu does and leaves the dashboard itself out', () => {
    const groups = listApplications(sideMenu, user('ROOT', 'PARENT'))
    expect(groups.map((group) => group.id)).toEqual(['administration', 'services', 'ai-services'])
    expect(groups.flatMap((group) => group.applications).some((application) => application.url === '/')).toBe(false)
  })

  it('offers only what the user may open', () => {
    expect(urls('READ', 'BPI')).toContain('/ai-services/bpi-ai')
    expect(urls('READ', 'BPI')).not.toContain('/ai-services/bpi-customizable-chatbot')
    expect(urls('READ', 'BPI', ['expertMode'])).toContain('/ai-services/bpi-customizable-chatbot')
    expect(urls('READ', 'BPI')).not.toContain('/admin/client-users')
    expect(urls('ADMIN', 'BPI')).toContain('/admin/client-users')
    expect(urls('ADMIN', 'PARENT')).not.toContain('/admin/user-registration')
  })

  it('leaves disabled entries out (medicine-check notifications)', () => {
    expect(urls('ROOT', 'DEMO')).not.toContain('/ai-services/medichek-notifications')
    expect(urls('ROOT', 'DEMO')).toContain('/ai-services/medichek-analysis')
  })
})
