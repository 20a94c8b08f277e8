import type { CompiledResource } from './resource-types.ts'
import type { AnalysisSettings } from './analysis-types.ts'

/**
 * Shapes of the compiled manifest: what the compiler emits into src/generated/ and what the
 * browser app, the API server and the CLI read. Names follow the manifest's YAML.
 */

/** One condition set: every given condition must hold. Level sets are already resolved. */
export interface AccessRule {
  /** Levels allowed; missing means any level. */
  readonly levels?: readonly string[]
  /** The level set the levels came from (e.g. fromAdmin), kept for explanations. */
  readonly levelSet?: string
  /** Groups allowed; missing means any group. */
  readonly groups?: readonly string[]
  /** A feature the user must hold; missing means none. */
  readonly feature?: string
}

/** Access of a route or menu entry: null means unrestricted, otherwise any one rule suffices. */
export type Guard = null | { readonly anyOf: readonly AccessRule[] }

/** Access of an API endpoint. */
export type EndpointAccess = 'public' | 'signedIn' | { readonly anyOf: readonly AccessRule[] }

/** The part of a user that access decisions look at. */
export interface AccessUser {
  readonly role: string
  readonly group: string
  readonly features: readonly string[]
}

export interface CompiledRoute {
  readonly id: string
  readonly path: string
  readonly params: readonly string[]
  readonly page: string
  readonly title: string
  readonly public: boolean
  readonly layout: 'main' | 'blank'
  readonly access: Guard
}

export interface MenuChip {
  readonly label: string
  readonly color?: 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning'
  readonly variant?: 'filled' | 'outlined'
  readonly size?: 'small' | 'medium'
  readonly avatar?: string
}

export interface CompiledMenuEntry {
  readonly id: string
  /** group, collapse or item; anything else is drawn as an error by the menu. */
  readonly type: string
  readonly title: string
  readonly url?: string
  readonly icon?: string
  readonly target?: boolean
  readonly external?: boolean
  readonly disabled?: boolean
  readonly breadcrumbs?: boolean
  readonly chip?: MenuChip
  readonly access: Guard
  readonly children?: readonly CompiledMenuEntry[]
}

export interface CompiledEndpoint {
  readonly id: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly path: string
  readonly access: EndpointAccess
}

export interface TenantSettings {
  readonly group: string
  readonly displayName: string
  readonly kind: 'parent' | 'client' | 'other'
  readonly locale: 'de' | 'fr'
  readonly title: string
  readonly favicon: string
  readonly logo: string
  readonly logoMaxWidth: number
  readonly chip?: MenuChip
  readonly customLogo: boolean
}

export interface ProductSettings {
  readonly name: string
  readonly shortLabel: string
  readonly defaultTitle: string
  readonly defaultFavicon: string
  readonly defaultLogo: string
}

export interface AssistantConfig {
  readonly id: string
  readonly tenant: string
  readonly sources: 'files' | 'general' | 'all' | 'internal'
  /** A named family a report looks at (chcmate: IGEPHA's CHC-mate assistants, shown by chcmate-team-activity). */
  readonly family?: AssistantFamily
}

/** The assistant families the manifest may declare. */
export type AssistantFamily = 'chcmate'

/** The kinds of field a tile's form may have (file: a data-pool file the user may read). */
export type TileVariableType = 'text' | 'longText' | 'choice' | 'number' | 'date' | 'file'
export type TileOutput = 'markdown' | 'table' | 'email'
export type TileCategory = 'product' | 'compliance' | 'patient' | 'marketing' | 'other'

/** One field of a tile's form; the template refers to it as `{{name}}`. */
export interface TileVariable {
  readonly name: string
  readonly type: TileVariableType
  readonly required: boolean
  /** The values of a choice. */
  readonly options?: readonly string[]
  readonly default?: string | number
}

/** A tile's texts in one language. */
export interface TileText {
  readonly title: string
  readonly description: string
  readonly template: string
  readonly labels: Readonly<Record<string, string>>
  readonly options?: Readonly<Record<string, string>>
}

/** A starter tile of the manifest (manifest/tiles.yaml), the same for every tenant it names. */
export interface TileConfig {
  readonly id: string
  readonly icon: string
  readonly category: TileCategory
  /** The levels that may run it (a level set resolved). */
  readonly levels: readonly string[]
  /** Only these groups get it; every group when absent. */
  readonly groups?: readonly string[]
  readonly output: TileOutput
  readonly productMaster: boolean
  readonly variables: readonly TileVariable[]
  readonly text: Readonly<Record<'de' | 'en' | 'fr', TileText>>
}

/** A text of a response-optimisation prompt in each language. */
export type LocalizedPromptText = Readonly<Record<'de' | 'en' | 'fr', string>>

/** A response-optimisation prompt every tenant starts with (manifest section responseOptimizations). */
export interface ResponseOptimizationDefault {
  readonly key: string
  readonly enabled: boolean
  /** The tenant languages (markets) it is a default for; absent: every tenant. */
  readonly markets?: readonly ('de' | 'en' | 'fr')[]
  readonly label: LocalizedPromptText
  readonly instruction: LocalizedPromptText
}

/** Everything the manifest compiles to, in one value (used by the CLI and tests). */
export interface CompiledManifest {
  readonly levels: readonly string[]
  readonly levelSets: Readonly<Record<string, readonly string[]>>
  readonly groups: readonly string[]
  readonly features: readonly string[]
  readonly product: ProductSettings
  readonly tenants: Readonly<Record<string, TenantSettings>>
  readonly assistants: readonly AssistantConfig[]
  readonly tiles: readonly TileConfig[]
  readonly pages: Readonly<Record<string, string>>
  readonly routes: readonly CompiledRoute[]
  readonly sideMenu: readonly CompiledMenuEntry[]
  readonly profileMenu: readonly CompiledMenuEntry[]
  readonly endpoints: readonly CompiledEndpoint[]
  readonly messages: Readonly<Record<'de' | 'en' | 'fr', Readonly<Record<string, string>>>>
  /** Product-data lists, dependencies first (a list comes after every list it refers to). */
  readonly resources: readonly CompiledResource[]
  /** Response-optimisation defaults, in the manifest's order. */
  readonly responseOptimizations: readonly ResponseOptimizationDefault[]
  /** The analysis engine's defaults (manifest/analysis.yaml). */
  readonly analysis: AnalysisSettings
  /** The analysis engine's default prompts, one per profile (manifest section analysisPrompts). */
  readonly analysisPrompts: readonly AnalysisPromptDefault[]
}

/** An analysis profile: what a run asks of the model about an item. */
export type AnalysisProfile = 'pvScreening' | 'promoCheck' | 'podcastEpisode'

/** The manifest's version 1 of a profile's prompt, with the JSON Schema its output must fit. */
export interface AnalysisPromptDefault {
  readonly profile: AnalysisProfile
  readonly tool: 'medicheck' | 'podcast'
  readonly schemaVersion: number
  readonly instruction: Readonly<Record<'de' | 'en' | 'fr', string>>
  readonly outputSchema: Readonly<Record<string, unknown>>
}
