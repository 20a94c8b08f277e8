import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findRouteForPath } from '../../shared/manifest/match-path.ts'
import { canAccess } from '../../shared/policy/can-access.ts'
import { compileManifest } from '../compile.ts'
import { userSpaceOf } from './access-map.ts'
import { explainAccess } from './explain.ts'

const rootDir = fileURLToPath(new URL('../../..', import.meta.url))
const compiled = compileManifest({
  rootDir,
  manifestDir: `${rootDir}/tests/fixtures/manifest/valid`,
  checkPageModules: false,
})
if (!compiled.ok) throw new Error('the valid fixture does not compile')
const manifest = compiled.manifest
const explain = (role: string, group: string, path: string, features: string[] = []) =>
  explainAccess(manifest, { role, group, features }, path).lines

describe('explainAccess', () => {
  it.each([
    ['READ', 'HQ', '/', [], "allowed: route 'home' (/) is unrestricted: every signed-in user may open it"],
    [
      'READ',
      'SOLO',
      '/login',
      [],
      "allowed: route 'login' (/login) is public: anyone may open it, signed in or not",
    ],
    ['READ', 'HQ', '/nowhere', [], 'denied: no route matches /nowhere (the app shows its 404 page)'],
    [
      'ADMIN',
      'HQ',
      '/reports',
      [],
      "allowed: route 'reports' (/reports), rule 1 of 1 [levels fromAdmin (ROOT, ADMIN), groups HQ]: group HQ is listed, level ADMIN is in fromAdmin, no feature required",
    ],
    [
      'READ',
      'HQ',
      '/reports',
      [],
      "denied: route 'reports' (/reports), rule 1 of 1 [levels fromAdmin (ROOT, ADMIN), groups HQ]: level READ is not in fromAdmin (ROOT, ADMIN)",
    ],
    [
      'ADMIN',
      'ACME',
      '/reports',
      [],
      "denied: route 'reports' (/reports), rule 1 of 1 [levels fromAdmin (ROOT, ADMIN), groups HQ]: group ACME is not one of HQ",
    ],
    [
      'READ',
      'ACME',
      '/chatbot/acme-all',
      [],
      "denied: route 'chatbot' (/chatbot/$assistantId), rule 1 of 1 [groups ACME, feature expertMode]: feature expertMode is not held",
    ],
    [
      'ROOT',
      'ACME',
      '/chatbot/acme-all',
      [],
      "allowed: route 'chatbot' (/chatbot/$assistantId), rule 1 of 1 [groups ACME, feature expertMode]: group ACME is listed, and super-level ROOT passes whatever levels or features are required",
    ],
    [
      'READ',
      'SOLO',
      '/images?tab=2',
      [],
      "allowed: route 'images' (/images), rule 2 of 2 [groups ACME, SOLO]: group SOLO is listed, any level, no feature required",
    ],
    [
      'READ',
      'HQ',
      '/images/',
      [],
      "denied: route 'images' (/images): none of its 2 rules lets READ of HQ through; rule 1 of 2 [levels fromAdmin (ROOT, ADMIN), groups HQ]: level READ is not in fromAdmin (ROOT, ADMIN); rule 2 of 2 [groups ACME, SOLO]: group HQ is not one of ACME, SOLO",
    ],
  ])('%s of %s asking for %s', (role, group, path, features, firstLine) => {
    expect(explain(role, group, path, features)[0]).toBe(firstLine)
  })

  it('lists the menu entries leading to the route, shown or hidden and why', () => {
    expect(explain('ADMIN', 'HQ', '/images').slice(1)).toEqual([
      "  menu entry 'Images' (images) is hidden: entry 'images', rule 1 of 1 [groups ACME]: group HQ is not one of ACME",
    ])
    expect(explain('ADMIN', 'ACME', '/chatbot/acme-all', ['expertMode']).slice(1)).toEqual([
      "  menu entry 'Chatbot' (chatbot) is shown",
    ])
    // Hidden by its parent group's rule, not its own.
    expect(explain('READ', 'ACME', '/chatbot/acme-all', ['expertMode']).slice(1)).toEqual([
      "  menu entry 'Chatbot' (chatbot) is hidden: entry 'administration', rule 1 of 1 [levels fromAdmin (ROOT, ADMIN)]: level READ is not in fromAdmin (ROOT, ADMIN)",
    ])
  })

  it('agrees with canAccess for every user and every route', () => {
    for (const user of userSpaceOf(manifest).users) {
      for (const route of manifest.routes) {
        const path = route.path.replace(/\$[a-zA-Z]+/g, 'x')
        const expected =
          findRouteForPath(manifest.routes, path) === route && (route.public || canAccess(user, route.access))
        expect(explainAccess(manifest, user, path).allowed, `${route.id} for ${JSON.stringify(user)}`).toBe(
          expected,
        )
      }
    }
  })
})
