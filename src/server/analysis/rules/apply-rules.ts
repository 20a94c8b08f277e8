// Every deterministic rule over one item: what analyse-item.ts stores as findings of origin keywords/rule.
import { findMissingMandatoryText } from './mandatory-text.ts'
import { findPossibleAdverseEvents } from './possible-ae.ts'
import type { RuleFinding, RuleHit, RuleItem, RuleKeyword, RuleSettings } from './rule-types.ts'

export function applyRules(
  item: RuleItem,
  hits: readonly RuleHit[],
  keywords: ReadonlyMap<string, RuleKeyword>,
  settings: RuleSettings,
): RuleFinding[] {
  return [
    ...findPossibleAdverseEvents(item, hits, keywords, settings.negations),
    ...findMissingMandatoryText(item, hits, keywords, settings),
  ]
}
