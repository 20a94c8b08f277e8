// Brand and competitor mentions in an answer, deterministically (decision 0099): the analysis engine's
// keyword matcher (whole words, case and diacritics folded, aliases, the longest match wins), the
// brand's own aliases and each competitor's. Position comes only from list items: the brand's is the
// 1-based place of the first list item naming it, in the first list that names it.
import {
  compileKeywords,
  matchKeywords,
  type CompiledKeywords,
  type MatchKeyword,
} from '../analysis/match/match-keywords.ts'
import { urlSpans } from './citations.ts'
import { findListItems, listItemAt } from './list-items.ts'

export interface ProjectNames {
  readonly brand: string
  readonly brandAliases: readonly string[]
  readonly competitors: readonly { readonly name: string; readonly aliases: readonly string[] }[]
}

export interface AnswerMention {
  /** 'brand' or the competitor's name. */
  readonly entity: string
  readonly kind: 'own' | 'competitor'
  readonly start: number
  readonly end: number
  readonly matched: string
  readonly listPosition: number | null
}

export interface AnswerMatch {
  readonly mentions: AnswerMention[]
  readonly brandMentioned: boolean
  readonly brandPosition: number | null
  /** Tracked names (the brand and each competitor) the answer names, each counted once. */
  readonly entitiesMentioned: number
  /** Per tracked name its list position (null when named outside lists only). */
  readonly positions: ReadonlyMap<string, number | null>
}

export const brandEntity = 'brand'
const competitorId = (index: number) => `c${index}`

export function compileProjectNames(project: ProjectNames): CompiledKeywords {
  const keywords: MatchKeyword[] = [
    { id: brandEntity, term: project.brand, aliases: project.brandAliases },
    ...project.competitors.map((c, i) => ({ id: competitorId(i), term: c.name, aliases: c.aliases })),
  ]
  return compileKeywords(keywords)
}

/** True when `text` names the brand (how a prompt is found to be branded). */
export function namesBrand(text: string, project: ProjectNames): boolean {
  return matchKeywords(text, [{ id: brandEntity, term: project.brand, aliases: project.brandAliases }]).some(
    (hit) => hit.keywordId === brandEntity,
  )
}

export function matchAnswer(
  text: string,
  project: ProjectNames,
  compiled: CompiledKeywords = compileProjectNames(project),
): AnswerMatch {
  const items = findListItems(text)
  const entityOf = (keywordId: string) =>
    keywordId === brandEntity ? brandEntity : project.competitors[Number(keywordId.slice(1))]!.name
  const urls = urlSpans(text)
  const hits = matchKeywords(text, compiled).filter(
    (hit) => !urls.some((url) => hit.start >= url.start && hit.start < url.end),
  )
  const mentions: AnswerMention[] = hits.map((hit) => {
    const item = listItemAt(items, hit.start)
    return {
      entity: entityOf(hit.keywordId),
      kind: hit.keywordId === brandEntity ? 'own' : 'competitor',
      start: hit.start,
      end: hit.end,
      matched: hit.matched,
      listPosition: item ? item.position : null,
    }
  })
  // Each name's position: its first mention in the earliest list naming it.
  const positions = new Map<string, number | null>()
  const listOf = new Map<string, number>()
  for (const mention of mentions) {
    const item = listItemAt(items, mention.start)
    if (!positions.has(mention.entity)) positions.set(mention.entity, null)
    if (!item) continue
    const seenList = listOf.get(mention.entity)
    if (seenList === undefined) {
      listOf.set(mention.entity, item.list)
      positions.set(mention.entity, item.position)
    } else if (seenList === item.list) {
      positions.set(mention.entity, Math.min(positions.get(mention.entity) ?? item.position, item.position))
    }
  }
  return {
    mentions,
    brandMentioned: positions.has(brandEntity),
    brandPosition: positions.get(brandEntity) ?? null,
    entitiesMentioned: positions.size,
    positions,
  }
}
