import type { CompiledManifest } from '../shared/manifest/types.ts'
import { conventionalTitle } from '../shared/manifest/route-title.ts'
import { emitAnalysisPrompts } from './emit-analysis-prompts.ts'
import { emitMessageFiles } from './emit-messages.ts'
import { emitResources } from './emit-resources.ts'

export interface EmittedFile {
  /** Path relative to the repository root. */
  readonly path: string
  readonly contents: string
}

const HEADER = (what: string) =>
  `// Generated from manifest/*.yaml (${what}) by src/compiler - do not edit.\n// Regenerate with: npm run generate\n/* eslint-disable */\n`

const literal = (value: unknown) => JSON.stringify(value, null, 2)

/** Page modules (under src/client/features/) that need only the shell's texts: the signed-in first page. */
export const SHELL_PAGE_MODULES = ['dashboard/pages/dashboard-page'] as const

/** Turns a checked manifest into the files of src/generated/. Pure: same manifest, same bytes. */
export function emitManifest(manifest: CompiledManifest): EmittedFile[] {
  return [
    { path: 'src/generated/access.gen.ts', contents: emitAccess(manifest) },
    { path: 'src/generated/menu.gen.ts', contents: emitMenu(manifest) },
    { path: 'src/generated/route-access.gen.ts', contents: emitRouteAccess(manifest) },
    { path: 'src/generated/tenants.gen.ts', contents: emitTenants(manifest) },
    ...emitMessageFiles(manifest.messages, HEADER),
    { path: 'src/generated/route-tree.gen.tsx', contents: emitRouteTree(manifest) },
    { path: 'src/generated/page-loaders.gen.ts', contents: emitPageLoaders(manifest) },
    {
      path: 'src/generated/resources.gen.ts',
      contents: emitResources(manifest.resources, HEADER('resources')),
    },
    { path: 'src/generated/tiles.gen.ts', contents: emitTiles(manifest) },
    { path: 'src/generated/response-optimizations.gen.ts', contents: emitResponseOptimizations(manifest) },
    { path: 'src/generated/analysis.gen.ts', contents: emitAnalysis(manifest) },
    {
      path: 'src/generated/analysis-prompts.gen.ts',
      contents: emitAnalysisPrompts(manifest.analysisPrompts, HEADER('analysisPrompts')),
    },
  ]
}

function emitAccess(m: CompiledManifest): string {
  return `${HEADER('access, tenants, features, routes, api')}
import type { CompiledEndpoint, CompiledRoute } from '../shared/manifest/types.ts'

/** Access levels, the most powerful first. */
export const levels = ${literal(m.levels)} as const
export type Level = (typeof levels)[number]

export const levelSets = ${literal(m.levelSets)} as const

export const groups = ${literal(m.groups)} as const
export type Group = (typeof groups)[number]

export const features = ${literal(m.features)} as const
export type Feature = (typeof features)[number]

/** Every route with its guard; the browser's route tree and the access matrix read this. */
export const routes = ${literal(m.routes)} as const satisfies readonly CompiledRoute[]
export type RouteId = (typeof routes)[number]['id']

/** Every API endpoint with its access; the server refuses a request its caller fails. */
export const endpoints = ${literal(m.endpoints)} as const satisfies readonly CompiledEndpoint[]
export type EndpointId = (typeof endpoints)[number]['id']
`
}

function emitMenu(m: CompiledManifest): string {
  return `${HEADER('menu')}
import type { CompiledMenuEntry } from '../shared/manifest/types.ts'

export const sideMenu: readonly CompiledMenuEntry[] = ${literal(m.sideMenu)}

export const profileMenu: readonly CompiledMenuEntry[] = ${literal(m.profileMenu)}
`
}

function emitTenants(m: CompiledManifest): string {
  return `${HEADER('product, tenants, assistants')}
import type { AssistantConfig, ProductSettings, TenantSettings } from '../shared/manifest/types.ts'

export const product: ProductSettings = ${literal(m.product)}

export const tenants: Readonly<Record<string, TenantSettings>> = ${literal(m.tenants)}

export const assistants: readonly AssistantConfig[] = ${literal(m.assistants)}
`
}

function emitTiles(m: CompiledManifest): string {
  return `${HEADER('tiles')}
import type { TileConfig } from '../shared/manifest/types.ts'

/** The starter tiles (manifest/tiles.yaml); tenants' admins add their own in the app. */
export const starterTiles: readonly TileConfig[] = ${literal(m.tiles)}
`
}

function emitResponseOptimizations(m: CompiledManifest): string {
  return `${HEADER('responseOptimizations')}
import type { ResponseOptimizationDefault } from '../shared/manifest/types.ts'

/** The response-optimisation prompts every tenant starts with, in their first order. */
export const responseOptimizationDefaults: readonly ResponseOptimizationDefault[] = ${literal(m.responseOptimizations)}
`
}

function emitAnalysis(m: CompiledManifest): string {
  return `${HEADER('analysis')}
import type { AnalysisSettings } from '../shared/manifest/analysis-types.ts'

/** Default keyword lists, mandatory texts of lay advertising and AE negation words (manifest/analysis.yaml). */
export const analysisSettings: AnalysisSettings = ${literal(m.analysis)}
`
}

/**
 * A code-based TanStack Router tree (see docs/decisions/0002-route-tree.md): one route per manifest
 * route under its layout, each page its own lazily loaded chunk (public pages: with the entry), each guarded by its manifest id.
 */
function emitRouteTree(m: CompiledManifest): string {
  const name = (id: string) => `route_${id.replace(/-/g, '_')}`
  // One component per page module, however many routes show it (most show the shared "not available
  // yet" page): each dynamic import carries its preload list, in page-loaders.gen.ts for lazyPage. The pages of public
  // routes (the sign-in) come with the entry, so the first page a visitor sees needs no second load.
  const modules = [...new Set(m.routes.map((r) => m.pages[r.page]))]
  const eager = new Set(m.routes.filter((r) => r.public).map((r) => m.pages[r.page]))
  const pageName = (module: string | undefined) => `page_${modules.indexOf(module)}`
  const imports = modules.flatMap((module, index) =>
    eager.has(module) ? [`import page_${index} from '../client/features/${module}.tsx'`] : [],
  )
  // Pages beyond the shell load the feature texts of the catalogue beside their code (lazyPage).
  const shell = new Set<string | undefined>(SHELL_PAGE_MODULES)
  // A page beyond the shell is named by its number here; its import, with the list of files it
  // preloads, is in page-loaders.gen.ts, a file of its own that /login does not load (decision 0093).
  const pages = modules.flatMap((module, index) =>
    eager.has(module)
      ? []
      : [
          shell.has(module)
            ? `const page_${index} = lazyRouteComponent(() => import('../client/features/${module}.tsx'))`
            : `const page_${index} = lazyPage(${index})`,
        ],
  )
  const defs = m.routes.map((r) => {
    const parent = r.layout === 'blank' ? 'blankLayoutRoute' : 'mainLayoutRoute'
    return `const ${name(r.id)} = createRoute({
  getParentRoute: () => ${parent},
  path: ${JSON.stringify(r.path)},
  beforeLoad: ${r.public ? 'publicRouteBeforeLoad' : `guardedRouteBeforeLoad(${JSON.stringify(guardForBrowser(r.access))})`},
  staticData: { routeId: ${JSON.stringify(r.id)}${r.title === conventionalTitle(r.id) ? '' : `, title: ${JSON.stringify(r.title)}`} },
  component: ${pageName(m.pages[r.page])},
})`
  })
  const under = (layout: 'main' | 'blank') =>
    m.routes.filter((r) => r.layout === layout).map((r) => name(r.id))
  return `${HEADER('routes, pages')}
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import {
  blankLayoutRoute,
  guardedRouteBeforeLoad,
  lazyPage,
  mainLayoutRoute,
  publicRouteBeforeLoad,
  rootRoute,
} from '../client/app/router/route-kit.tsx'
${imports.join('\n')}

${pages.join('\n')}

${defs.join('\n\n')}

export const routeTree = rootRoute.addChildren([
  blankLayoutRoute.addChildren([${under('blank').join(', ')}]),
  mainLayoutRoute.addChildren([
    ${under('main').join(',\n    ')},
  ]),
])
`
}

/**
 * The imports of the pages beyond the shell (lazyPage in route-kit.tsx), by their number in the route
 * tree: each import carries its page's preload list, so they live apart from the entry (decision 0093).
 */
function emitPageLoaders(m: CompiledManifest): string {
  const modules = [...new Set(m.routes.map((r) => m.pages[r.page]))]
  const eager = new Set(m.routes.filter((r) => r.public).map((r) => m.pages[r.page]))
  const shell = new Set<string | undefined>(SHELL_PAGE_MODULES)
  const rows = modules.flatMap((module, index) =>
    eager.has(module) || shell.has(module)
      ? []
      : [`  ${index}: () => import('../client/features/${module}.tsx'),`],
  )
  return `${HEADER('routes, pages')}
import type { ComponentType } from 'react'

/** Each lazily loaded page's import, by its number in route-tree.gen.tsx. */
export const pageLoaders: Readonly<Record<number, () => Promise<{ default: ComponentType }>>> = {
${rows.join('\n')}
}
`
}

/**
 * Each route's path and guard, nothing else: what the dashboard needs to tell which menu entries a
 * user may open, without the whole routes table of access.gen.ts in the signed-in first load
 * (docs/decisions/0053).
 */
function emitRouteAccess(m: CompiledManifest): string {
  const rows = m.routes.map(
    (r) => `  { path: ${JSON.stringify(r.path)}, access: ${JSON.stringify(guardForBrowser(r.access))} },`,
  )
  return `${HEADER('routes')}
import type { Guard } from '../shared/manifest/types.ts'

/** Every route's path and access guard (level sets left out), as canAccess reads them. */
export const routeAccess: readonly { readonly path: string; readonly access: Guard }[] = [
${rows.join('\n')}
]
`
}

/** A guard as canAccess reads it: the level-set names are for reports (`manifest explain`) only. */
function guardForBrowser(guard: CompiledManifest['routes'][number]['access']): unknown {
  if (guard === null) return null
  return { anyOf: guard.anyOf.map(({ levelSet: _levelSet, ...rule }) => rule) }
}
