import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ICON_NAMES } from '../shared/manifest/icons.ts'
import { findRouteForPath, extractParams } from '../shared/manifest/match-path.ts'
import type {
  AssistantFamily,
  AccessRule,
  CompiledEndpoint,
  CompiledManifest,
  CompiledMenuEntry,
  CompiledRoute,
  EndpointAccess,
  TileConfig,
  Guard,
  LocalizedPromptText,
  ResponseOptimizationDefault,
  TenantSettings,
} from '../shared/manifest/types.ts'
import { parsePromptTemplate, promptVariableNames } from '../shared/ai/prompt-variables.ts'
import { canAccess, SUPER_LEVEL } from '../shared/policy/can-access.ts'
import { checkResources } from './check-resources.ts'
import { checkAnalysisPrompts } from './check-analysis-prompts.ts'
import { checkTiles } from './check-tiles.ts'
import type { Diagnostic } from './diagnostics.ts'
import { checkAnalysis } from './check-analysis.ts'
import type { MergedManifest } from './merge.ts'

const LOCALES = ['de', 'en', 'fr'] as const
const REQUIRED_SECTIONS = [
  'access',
  'features',
  'product',
  'tenants',
  'pages',
  'routes',
  'menu',
  'messages',
  'api',
]
const MENU_TYPES = new Set(['group', 'collapse', 'item'])
type Path = (string | number)[]

/* The shapes below are what the schema guarantees once validation passed. */
interface RawRule {
  levels?: string | string[]
  groups?: string[]
  feature?: string
}
type RawGuard = RawRule | { anyOf: RawRule[] }
interface RawRoute {
  id: string
  path: string
  params?: string[]
  page: string
  title: string
  public?: boolean
  layout?: 'main' | 'blank'
  access?: RawGuard
}
interface RawMenuEntry extends Omit<CompiledMenuEntry, 'access' | 'children'> {
  access?: RawGuard
  children?: RawMenuEntry[]
}
interface RawEndpoint {
  id: string
  method: CompiledEndpoint['method']
  path: string
  access: 'public' | 'signedIn' | RawGuard
}
type RawTenant = Omit<TenantSettings, 'group' | 'title' | 'favicon'> & { title?: string; favicon?: string }

export interface CheckOptions {
  /** Where page modules live (src/); when given, every page's module file must exist. */
  readonly srcDir?: string
}

/** Checks references and consistency across the merged manifest and resolves it to its compiled form. */
export function checkManifest(
  merged: MergedManifest,
  options: CheckOptions = {},
): { manifest: CompiledManifest; diagnostics: Diagnostic[] } {
  const d: Diagnostic[] = []
  const m = merged.data
  for (const section of REQUIRED_SECTIONS) {
    if (m[section] === undefined)
      d.push(merged.at([], 'MISSING_SECTION', `no file defines the section '${section}'`))
  }

  const access = (m.access ?? { levels: [SUPER_LEVEL], levelSets: {} }) as {
    levels: string[]
    levelSets: Record<string, string[]>
  }
  const levels = access.levels
  if (levels[0] !== SUPER_LEVEL)
    d.push(
      merged.at(
        ['access', 'levels'],
        'INVALID_LEVELS',
        `the most powerful level must come first and be ${SUPER_LEVEL}`,
      ),
    )
  for (const [name, set] of Object.entries(access.levelSets)) {
    set.forEach((level, i) => {
      if (!levels.includes(level))
        d.push(
          merged.at(
            ['access', 'levelSets', name, i],
            'UNKNOWN_LEVEL',
            `unknown level '${level}' in level set '${name}'`,
          ),
        )
    })
  }

  const rawTenants = (m.tenants ?? {}) as Record<string, RawTenant>
  const groups = Object.keys(rawTenants)
  const features = Object.keys((m.features ?? {}) as object)
  const pages = Object.fromEntries(
    Object.entries((m.pages ?? {}) as Record<string, { module: string }>).map(([k, v]) => [k, v.module]),
  )
  const messages = (m.messages ?? {}) as Record<string, Record<string, string>>
  const product = m.product as CompiledManifest['product']

  const parents = groups.filter((g) => rawTenants[g]?.kind === 'parent')
  if (parents.length !== 1)
    d.push(
      merged.at(
        ['tenants'],
        'PARENT_TENANT',
        `exactly one tenant must be of kind parent, found ${parents.length}`,
      ),
    )
  const tenants: Record<string, TenantSettings> = {}
  for (const [group, t] of Object.entries(rawTenants)) {
    tenants[group] = {
      group,
      ...t,
      title: t.title ?? product?.defaultTitle ?? '',
      favicon: t.favicon ?? product?.defaultFavicon ?? '',
    }
  }

  const familyTenants = new Map<string, { tenant: string; id: string }>()
  const assistants = Object.entries(
    (m.assistants ?? {}) as Record<string, { tenant: string; sources: 'files'; family?: AssistantFamily }>,
  ).map(([id, a]) => {
    if (!groups.includes(a.tenant))
      d.push(merged.at(['assistants', id, 'tenant'], 'UNKNOWN_GROUP', `unknown group '${a.tenant}'`))
    if (a.family) {
      const first = familyTenants.get(a.family)
      if (!first) familyTenants.set(a.family, { tenant: a.tenant, id })
      else if (first.tenant !== a.tenant) {
        d.push(
          merged.at(
            ['assistants', id, 'family'],
            'FAMILY_TENANT',
            `assistant '${id}' of ${a.tenant} is in family '${a.family}', whose assistants belong to ${first.tenant} (first: '${first.id}')`,
          ),
        )
      }
    }
    return { id, tenant: a.tenant, sources: a.sources, ...(a.family ? { family: a.family } : {}) }
  })

  const resolveRule = (rule: RawRule, path: Path): AccessRule => {
    let resolved: { levels?: string[]; levelSet?: string } = {}
    if (typeof rule.levels === 'string') {
      const set = access.levelSets[rule.levels]
      if (!set)
        d.push(
          merged.at(
            [...path, 'levels'],
            'UNKNOWN_LEVEL',
            `unknown level set '${rule.levels}' (known: ${Object.keys(access.levelSets).join(', ')})`,
          ),
        )
      resolved = { levels: set ?? [], levelSet: rule.levels }
    } else if (rule.levels) {
      rule.levels.forEach((level, i) => {
        if (!levels.includes(level))
          d.push(merged.at([...path, 'levels', i], 'UNKNOWN_LEVEL', `unknown level '${level}'`))
      })
      resolved = { levels: rule.levels }
    }
    rule.groups?.forEach((group, i) => {
      if (!groups.includes(group))
        d.push(
          merged.at(
            [...path, 'groups', i],
            'UNKNOWN_GROUP',
            `unknown group '${group}' (known: ${groups.join(', ')})`,
          ),
        )
    })
    if (rule.feature && !features.includes(rule.feature)) {
      d.push(
        merged.at(
          [...path, 'feature'],
          'UNKNOWN_FEATURE',
          `unknown feature '${rule.feature}' (known: ${features.join(', ')})`,
        ),
      )
    }
    const out: { levels?: string[]; levelSet?: string; groups?: string[]; feature?: string } = { ...resolved }
    if (rule.groups) out.groups = rule.groups
    if (rule.feature) out.feature = rule.feature
    return out
  }
  const resolveGuard = (guard: RawGuard | undefined, path: Path): Guard => {
    if (!guard) return null
    if ('anyOf' in guard)
      return { anyOf: guard.anyOf.map((rule, i) => resolveRule(rule, [...path, 'anyOf', i])) }
    if (Object.keys(guard).length === 0) return null
    return { anyOf: [resolveRule(guard, path)] }
  }
  // A key missing from only some catalogues is reported once, at the catalogues (below); here only
  // keys that no catalogue has, so one mistake gives one line.
  const requireMessage = (key: string, path: Path) => {
    if (LOCALES.some((locale) => messages[locale]?.[key] !== undefined)) return
    d.push(
      merged.at(
        path,
        'MISSING_MESSAGE',
        `'${key}' has no text in any language (add it to messages de, en and fr)`,
      ),
    )
  }

  // Routes
  const routes: CompiledRoute[] = []
  const routeIds = new Map<string, number>()
  const routeShapes = new Map<string, number>()
  ;((m.routes ?? []) as RawRoute[]).forEach((r, i) => {
    const path: Path = ['routes', i]
    const sameId = routeIds.get(r.id)
    if (sameId !== undefined)
      d.push(
        merged.at(
          [...path, 'id'],
          'DUPLICATE_ID',
          `route id '${r.id}' is used twice (first at ${merged.locate(['routes', sameId])})`,
        ),
      )
    else routeIds.set(r.id, i)
    const shape = r.path.replace(/\$[a-zA-Z]+/g, '$')
    const samePath = routeShapes.get(shape)
    if (samePath !== undefined) {
      const other = (m.routes as RawRoute[])[samePath]
      d.push(
        merged.at(
          [...path, 'path'],
          'DUPLICATE_PATH',
          `path '${r.path}' is already taken by route '${other?.id}' (${other?.path} at ${merged.locate(['routes', samePath])})`,
        ),
      )
    } else routeShapes.set(shape, i)
    if (!(r.page in pages))
      d.push(merged.at([...path, 'page'], 'UNKNOWN_PAGE', `unknown page '${r.page}' (define it under pages)`))
    const inPath = (r.path.match(/\$[a-zA-Z]+/g) ?? []).map((p) => p.slice(1))
    const declared = r.params ?? []
    if (inPath.join(',') !== declared.join(',')) {
      d.push(
        merged.at(
          [...path, r.params ? 'params' : 'path'],
          'PARAMS_MISMATCH',
          `params [${declared.join(', ')}] do not match the path's [${inPath.join(', ')}]`,
        ),
      )
    }
    requireMessage(r.title, [...path, 'title'])
    routes.push({
      id: r.id,
      path: r.path,
      params: inPath,
      page: r.page,
      title: r.title,
      public: r.public ?? false,
      layout: r.layout ?? 'main',
      access: resolveGuard(r.access, [...path, 'access']),
    })
  })

  if (options.srcDir) {
    for (const [name, module] of Object.entries(pages)) {
      if (!existsSync(join(options.srcDir, 'client', 'features', `${module}.tsx`))) {
        d.push(
          merged.at(
            ['pages', name, 'module'],
            'MISSING_PAGE_MODULE',
            `page '${name}': no file src/client/features/${module}.tsx`,
          ),
        )
      }
    }
  }

  // Menus
  const menuIds = new Map<string, Path>()
  const assistantIds = new Set(assistants.map((a) => a.id))
  const users = allUsers(groups, levels, features)
  const compileMenu = (
    entries: RawMenuEntry[],
    path: Path,
    ancestors: Guard[],
    place: 'side' | 'profile',
    depth: number,
  ): CompiledMenuEntry[] =>
    entries.map((e, i) => {
      const here: Path = [...path, i]
      const sameId = menuIds.get(e.id)
      if (sameId)
        d.push(
          merged.at(
            [...here, 'id'],
            'DUPLICATE_ID',
            `menu id '${e.id}' is used twice (first at ${merged.locate(sameId)})`,
          ),
        )
      else menuIds.set(e.id, here)
      if (!MENU_TYPES.has(e.type))
        d.push(
          merged.at(
            [...here, 'type'],
            'UNKNOWN_MENU_TYPE',
            `unknown menu type '${e.type}' (group, collapse or item)`,
          ),
        )
      if (place === 'side' && depth === 0 && e.type !== 'group')
        d.push(
          merged.at(
            [...here, 'type'],
            'MENU_NOT_A_GROUP',
            `top-level menu entry '${e.id}' must be of type group`,
          ),
        )
      if (place === 'profile' && e.type !== 'item')
        d.push(
          merged.at(
            [...here, 'type'],
            'UNKNOWN_MENU_TYPE',
            `profile menu entry '${e.id}' must be of type item`,
          ),
        )
      if (e.icon && !(ICON_NAMES as readonly string[]).includes(e.icon))
        d.push(merged.at([...here, 'icon'], 'UNKNOWN_ICON', `unknown icon '${e.icon}'`))
      requireMessage(e.title, [...here, 'title'])
      if (e.chip) requireMessage(e.chip.label, [...here, 'chip', 'label'])
      const guard = resolveGuard(e.access, [...here, 'access'])
      const chain = [...ancestors, guard]
      const isContainer = e.type === 'group' || e.type === 'collapse'
      if (isContainer && (e.children?.length ?? 0) === 0)
        d.push(merged.at(here, 'EMPTY_MENU_GROUP', `${e.type} '${e.id}' has no entries`))
      if (e.type === 'item') {
        if (!e.url) d.push(merged.at(here, 'MISSING_URL', `item '${e.id}' has no url`))
        else if (!e.external) checkMenuUrl(e, here, chain)
      }
      const { access: _raw, children, ...rest } = e
      const out: CompiledMenuEntry = { ...rest, access: guard }
      return children
        ? { ...out, children: compileMenu(children, [...here, 'children'], chain, place, depth + 1) }
        : out
    })

  const checkMenuUrl = (e: RawMenuEntry, here: Path, chain: Guard[]) => {
    const url = e.url!.split(/[?#]/)[0]!
    const route = findRouteForPath(routes, url)
    if (!route) {
      d.push(merged.at([...here, 'url'], 'MENU_URL_NO_ROUTE', `url '${e.url}' matches no route`))
      return
    }
    const assistantId = extractParams(route.path, url).assistantId
    if (assistantId !== undefined && !assistantIds.has(assistantId)) {
      d.push(merged.at([...here, 'url'], 'UNKNOWN_ASSISTANT', `unknown assistant '${assistantId}' in url`))
    }
    const wrongly = users.find((u) => chain.every((g) => canAccess(u, g)) && !canAccess(u, route.access))
    if (wrongly) {
      d.push(
        merged.at(
          here,
          'MENU_WIDER_THAN_ROUTE',
          `'${e.id}' is shown to ${describeUser(wrongly)}, whom route '${route.id}' refuses`,
        ),
      )
    }
  }

  const menu = (m.menu ?? {}) as { side?: RawMenuEntry[]; profile?: RawMenuEntry[] }
  const sideMenu = compileMenu(menu.side ?? [], ['menu', 'side'], [], 'side', 0)
  const profileMenu = compileMenu(menu.profile ?? [], ['menu', 'profile'], [], 'profile', 0)

  // API endpoints
  const endpointIds = new Map<string, Path>()
  const endpointKeys = new Set<string>()
  const endpoints: CompiledEndpoint[] = ((m.api ?? []) as RawEndpoint[]).map((ep, i) => {
    const here: Path = ['api', i]
    const sameId = endpointIds.get(ep.id)
    if (sameId)
      d.push(
        merged.at(
          [...here, 'id'],
          'DUPLICATE_ID',
          `endpoint id '${ep.id}' is used twice (first at ${merged.locate(sameId)})`,
        ),
      )
    else endpointIds.set(ep.id, here)
    const key = `${ep.method} ${ep.path.replace(/\{[a-zA-Z]+\}/g, '{}')}`
    if (endpointKeys.has(key))
      d.push(merged.at([...here, 'path'], 'DUPLICATE_PATH', `${ep.method} ${ep.path} is declared twice`))
    endpointKeys.add(key)
    const endpointAccess: EndpointAccess =
      typeof ep.access === 'string' ? ep.access : (resolveGuard(ep.access, [...here, 'access']) ?? 'signedIn')
    return { id: ep.id, method: ep.method, path: ep.path, access: endpointAccess }
  })

  // Every key in one catalogue must be in the others; reported once, where the key first appears.
  const reportedKeys = new Set<string>()
  for (const locale of LOCALES) {
    for (const key of Object.keys(messages[locale] ?? {})) {
      const missing = LOCALES.filter((other) => messages[other]?.[key] === undefined)
      if (missing.length === 0 || reportedKeys.has(key)) continue
      reportedKeys.add(key)
      d.push(
        merged.at(['messages', locale, key], 'MISSING_MESSAGE', `'${key}' has no ${missing.join(', ')} text`),
      )
    }
  }

  const tiles: TileConfig[] = checkTiles(merged, { levels, levelSets: access.levelSets, groups }, d)

  const { resources, diagnostics: resourceErrors } = checkResources(merged, {
    levelSets: access.levelSets,
    parentGroup: parents[0],
    messages,
  })
  d.push(...resourceErrors)

  const responseOptimizations = checkResponseOptimizations(merged, d)
  const analysisPrompts = checkAnalysisPrompts(merged, d)
  const analysis = checkAnalysis(merged, d)

  const manifest: CompiledManifest = {
    levels,
    levelSets: access.levelSets,
    groups,
    features,
    product,
    tenants,
    assistants,
    tiles,
    pages,
    routes,
    sideMenu,
    profileMenu,
    endpoints,
    messages: { de: messages.de ?? {}, en: messages.en ?? {}, fr: messages.fr ?? {} },
    resources,
    responseOptimizations,
    analysisPrompts,
    analysis,
  }
  return { manifest, diagnostics: d }
}

/** Every kind of user there can be: each group x level x combination of features. */
export function allUsers(groups: readonly string[], levels: readonly string[], features: readonly string[]) {
  const featureSets: string[][] = [[]]
  for (const feature of features) featureSets.push(...featureSets.map((set) => [...set, feature]))
  return groups.flatMap((group) =>
    levels.flatMap((role) => featureSets.map((set) => ({ group, role, features: set }))),
  )
}

function describeUser(u: { group: string; role: string; features: readonly string[] }): string {
  return `${u.role} users of ${u.group}${u.features.length ? ` with ${u.features.join(', ')}` : ''}`
}

/**
 * Response-optimisation defaults: nobody fills in a variable when an answer is reworked, so an
 * instruction may use only the built-ins ({{user.name}}, {{date}}, {{tenant.language}}).
 */
function checkResponseOptimizations(merged: MergedManifest, d: Diagnostic[]): ResponseOptimizationDefault[] {
  const raw = (merged.data.responseOptimizations ?? {}) as Record<
    string,
    {
      enabled?: boolean
      markets?: ResponseOptimizationDefault['markets']
      label: LocalizedPromptText
      instruction: LocalizedPromptText
    }
  >
  return Object.entries(raw).map(([key, entry]) => {
    for (const locale of ['de', 'en', 'fr'] as const) {
      for (const variable of parsePromptTemplate(entry.instruction[locale]).variables) {
        if (variable.kind === 'builtin') continue
        d.push(
          merged.at(
            ['responseOptimizations', key, 'instruction', locale],
            'UNKNOWN_VARIABLE',
            `'{{${variable.name}}}' is not a built-in variable (known: ${promptVariableNames.join(', ')}); nobody fills it in when an answer is reworked`,
          ),
        )
      }
    }
    return {
      key,
      enabled: entry.enabled ?? true,
      ...(entry.markets && { markets: entry.markets }),
      label: entry.label,
      instruction: entry.instruction,
    }
  })
}
