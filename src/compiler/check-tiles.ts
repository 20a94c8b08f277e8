// The starter tiles (manifest/tiles.yaml): every icon, level and group known, every variable the
// template uses declared and every declared one labelled in each language, choices with labelled
// options and defaults among them. The shapes are what the schema guarantees once validation passed.
import { ICON_NAMES } from '../shared/manifest/icons.ts'
import type { TileCategory, TileConfig, TileOutput, TileText, TileVariable } from '../shared/manifest/types.ts'
import { tileTemplateNames } from '../shared/ai/tile-template.ts'
import type { Diagnostic } from './diagnostics.ts'
import type { MergedManifest } from './merge.ts'

const LOCALES = ['de', 'en', 'fr'] as const

interface RawTile {
  icon: string
  category: TileCategory
  levels: string | string[]
  groups?: string[]
  output: TileOutput
  productMaster?: boolean
  variables: { name: string; type: TileVariable['type']; required?: boolean; options?: string[]; default?: string | number }[]
  text: Record<(typeof LOCALES)[number], TileText>
}

interface TileContext {
  readonly levels: readonly string[]
  readonly levelSets: Readonly<Record<string, readonly string[]>>
  readonly groups: readonly string[]
}

export function checkTiles(merged: MergedManifest, context: TileContext, d: Diagnostic[]): TileConfig[] {
  const raw = (merged.data.tiles ?? {}) as Record<string, RawTile>
  return Object.entries(raw).map(([id, tile]) => {
    const at = (path: (string | number)[], code: Diagnostic['code'], message: string) => d.push(merged.at(['tiles', id, ...path], code, message))
    if (!(ICON_NAMES as readonly string[]).includes(tile.icon)) at(['icon'], 'UNKNOWN_ICON', `unknown icon '${tile.icon}'`)
    let levels: readonly string[]
    if (typeof tile.levels === 'string') {
      levels = context.levelSets[tile.levels] ?? []
      if (!context.levelSets[tile.levels]) at(['levels'], 'UNKNOWN_LEVEL', `unknown level set '${tile.levels}'`)
    } else {
      levels = tile.levels
      tile.levels.forEach((level, i) => {
        if (!context.levels.includes(level)) at(['levels', i], 'UNKNOWN_LEVEL', `unknown level '${level}'`)
      })
    }
    tile.groups?.forEach((group, i) => {
      if (!context.groups.includes(group)) at(['groups', i], 'UNKNOWN_GROUP', `unknown group '${group}'`)
    })
    const names = new Set<string>()
    const variables: TileVariable[] = tile.variables.map((variable, i) => {
      if (names.has(variable.name)) at(['variables', i, 'name'], 'DUPLICATE_ID', `variable '${variable.name}' is declared twice`)
      names.add(variable.name)
      if (variable.type === 'choice' && !variable.options) at(['variables', i], 'TILE_VARIABLE', `choice '${variable.name}' has no options`)
      if (variable.type !== 'choice' && variable.options) at(['variables', i, 'options'], 'TILE_VARIABLE', `only a choice has options ('${variable.name}' is ${variable.type})`)
      if (variable.default !== undefined) {
        if (variable.type === 'choice' && !variable.options?.includes(String(variable.default)))
          at(['variables', i, 'default'], 'TILE_VARIABLE', `default '${variable.default}' is not one of the options of '${variable.name}'`)
        if (variable.type === 'number' && typeof variable.default !== 'number') at(['variables', i, 'default'], 'TILE_VARIABLE', `default of number '${variable.name}' is not a number`)
        if (variable.type === 'file') at(['variables', i, 'default'], 'TILE_VARIABLE', `a file variable ('${variable.name}') has no default`)
      }
      return {
        name: variable.name,
        type: variable.type,
        required: variable.required ?? false,
        ...(variable.options ? { options: variable.options } : {}),
        ...(variable.default !== undefined ? { default: variable.default } : {}),
      }
    })
    for (const locale of LOCALES) {
      const text = tile.text[locale]
      for (const name of tileTemplateNames(text.template)) {
        if (!names.has(name)) at(['text', locale, 'template'], 'TILE_VARIABLE', `the ${locale} template uses {{${name}}}, which is not a variable of the tile`)
      }
      for (const variable of variables) {
        if (!text.labels[variable.name]) at(['text', locale, 'labels'], 'MISSING_MESSAGE', `variable '${variable.name}' has no ${locale} label`)
        for (const option of variable.options ?? []) {
          if (!text.options?.[option]) at(['text', locale], 'MISSING_MESSAGE', `option '${option}' of '${variable.name}' has no ${locale} label`)
        }
      }
    }
    return {
      id,
      icon: tile.icon,
      category: tile.category,
      levels: [...levels],
      ...(tile.groups ? { groups: tile.groups } : {}),
      output: tile.output,
      productMaster: tile.productMaster ?? false,
      variables,
      text: tile.text,
    }
  })
}
