// Admins' own tiles: create, change, delete, each checked the way the manifest checks starter tiles
// (every template variable declared, choices with options, defaults that fit, known levels and icon),
// with the model and assistant of the admin's tenant only.
import { and, eq } from 'drizzle-orm'
import { ICON_NAMES } from '../../shared/manifest/icons.ts'
import { checkTileInputs, tileTemplateNames } from '../../shared/ai/tile-template.ts'
import type { Database } from '../db/connect.ts'
import type { SessionUser } from '../db/sessions.ts'
import { tenantTiles, type StoredTileVariable } from '../db/tile-tables.ts'
import { loadAllowedModel } from '../ai/resolve-model.ts'
import { getAssistantForUser } from '../chat/assistants/assistant-view.ts'
import { fieldError, fieldErrors, notFound, type FieldError } from '../lib/http-error.ts'
import { findTenantTile, newTileId, tenantTileView, type TileView } from './tile-catalogue.ts'

export interface TileInput {
  title: string
  description?: string
  icon: string
  category: string
  assistantId?: string | null
  modelId?: string | null
  template: string
  variables: StoredTileVariable[]
  output: string
  levels: string[]
}

const levels = ['ROOT', 'ADMIN', 'WRITE', 'READ']
const variableName = /^[a-z][a-zA-Z0-9]{0,39}$/

async function checkTile(db: Database, user: SessionUser, input: TileInput): Promise<void> {
  const errors: Record<string, FieldError> = {}
  if (input.title.trim() === '') errors.title = fieldError('tiles.titleRequired', 'A tile needs a title')
  if (!(ICON_NAMES as readonly string[]).includes(input.icon)) errors.icon = fieldError('tiles.iconUnknown', 'Unknown icon')
  if (input.levels.length === 0 || input.levels.some((level) => !levels.includes(level))) errors.levels = fieldError('tiles.levelsInvalid', 'Name at least one level: ROOT, ADMIN, WRITE or READ')
  const names = new Set<string>()
  input.variables.forEach((variable, i) => {
    const at = `variables.${i}`
    if (!variableName.test(variable.name)) errors[at] = fieldError('tiles.variableNameInvalid', 'A variable name starts with a small letter and has only letters and digits', { name: variable.name })
    else if (names.has(variable.name)) errors[at] = fieldError('tiles.variableDuplicate', `The variable ${variable.name} is there twice`, { name: variable.name })
    else if (variable.label.trim() === '') errors[at] = fieldError('tiles.variableLabelRequired', `The variable ${variable.name} needs a label`, { name: variable.name })
    else if (variable.type === 'choice' && (variable.options ?? []).filter((option) => option.trim() !== '').length < 2)
      errors[at] = fieldError('tiles.choiceOptions', `The choice ${variable.name} needs at least two options`, { name: variable.name })
    else if (variable.type !== 'choice' && variable.options && variable.options.length > 0)
      errors[at] = fieldError('tiles.optionsOnlyForChoice', `Only a choice has options (${variable.name})`, { name: variable.name })
    else if (variable.type === 'file' && variable.default !== undefined && variable.default !== '')
      errors[at] = fieldError('tiles.fileDefault', `A file variable has no default (${variable.name})`, { name: variable.name })
    else if (variable.default !== undefined && variable.default !== '' && Object.keys(checkTileInputs([{ ...variable, required: false }], { [variable.name]: variable.default }).errors).length > 0)
      errors[at] = fieldError('tiles.defaultInvalid', `The default of ${variable.name} does not fit its type`, { name: variable.name })
    names.add(variable.name)
  })
  if (input.template.trim() === '') errors.template = fieldError('tiles.templateRequired', 'A tile needs a prompt template')
  else {
    const unknown = tileTemplateNames(input.template).filter((name) => !names.has(name))
    if (unknown.length > 0) errors.template = fieldError('tiles.templateUnknownVariable', `The template uses {{${unknown[0]}}}, which is not a variable`, { name: unknown[0]! })
  }
  if (input.modelId) {
    const row = await loadAllowedModel(db, user.group, input.modelId)
    if (!row || !row.model.capabilities.includes('chat')) errors.modelId = fieldError('tiles.modelNotAllowed', 'This model is not allowed for your organisation')
  }
  if (input.assistantId && !(await getAssistantForUser(db, user, input.assistantId))) errors.assistantId = fieldError('tiles.assistantUnknown', 'No such assistant')
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

const columns = (input: TileInput) => ({
  title: input.title.trim(),
  description: (input.description ?? '').trim(),
  icon: input.icon,
  category: input.category,
  assistantId: input.assistantId || null,
  modelId: input.modelId || null,
  template: input.template,
  variables: input.variables.map((variable) => ({
    name: variable.name,
    type: variable.type,
    label: variable.label.trim(),
    required: variable.required,
    ...(variable.type === 'choice' ? { options: (variable.options ?? []).map((option) => option.trim()).filter((option) => option !== '') } : {}),
    ...(variable.default !== undefined && variable.default !== '' ? { default: variable.default } : {}),
  })),
  output: input.output,
  levels: [...new Set(input.levels)],
})

export async function createTile(db: Database, user: SessionUser, input: TileInput, now: Date): Promise<TileView> {
  await checkTile(db, user, input)
  const [row] = await db
    .insert(tenantTiles)
    .values({ id: newTileId(), tenantGroup: user.group, createdBy: user.id, createdAt: now, updatedAt: now, ...columns(input) })
    .returning()
  return tenantTileView(row!, user)
}

export async function updateTile(db: Database, user: SessionUser, tileId: string, input: TileInput, now: Date): Promise<TileView> {
  if (!(await findTenantTile(db, user.group, tileId))) throw notFound('Tile not found')
  await checkTile(db, user, input)
  const [row] = await db
    .update(tenantTiles)
    .set({ ...columns(input), updatedAt: now })
    .where(and(eq(tenantTiles.id, tileId), eq(tenantTiles.tenantGroup, user.group)))
    .returning()
  return tenantTileView(row!, user)
}

export async function deleteTile(db: Database, user: SessionUser, tileId: string): Promise<TileView> {
  const [row] = await db.delete(tenantTiles).where(and(eq(tenantTiles.id, tileId), eq(tenantTiles.tenantGroup, user.group))).returning()
  if (!row) throw notFound('Tile not found')
  return tenantTileView(row, user)
}
