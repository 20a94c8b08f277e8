// Shelf life before and after opening (issue 38, decision 0104 round 5): "Wie lange ist X ungeöffnet
// haltbar?", "in der geschlossenen Tube", "unopened", "non ouvert" ask the shelf life of the closed
// pack; a sentence on the time after opening ("Nach Anbruch 12 Monate", "once opened, use within 3
// months") does not state it. Folded text (lower case, no accents). Pure.
import { foldText } from './field-terms.ts'

const closedPack =
  /(?<!\p{L})(ungeoffnet\p{L}*|geschlossen\p{L}*|verschlossen\p{L}*|original verschlossen|vor dem (ersten )?offnen|vor anbruch|unopened|sealed|closed|before opening|non ouvert\p{L}*|ferme(e|s|es)?|avant (la premiere )?ouverture|intact\p{L}*)(?!\p{L})/u

const opened =
  /(?<!\p{L})(anbruch\p{L}*|angebrochen\p{L}*|(erst\p{L}* )?offnen|geoffnet\p{L}*|aufmachen|ouverture|ouvert\p{L}*|entame\p{L}*|opening|opened|once open)(?!\p{L})/u

/** Whether the question asks about the closed pack (unopened). */
export function asksClosedPack(question: string): boolean {
  return closedPack.test(` ${foldText(question)} `)
}

/** Whether a sentence speaks of the time after opening (and not of the closed pack). */
export function speaksOfOpenedPack(text: string): boolean {
  const folded = ` ${foldText(text)} `
  return opened.test(folded) && !closedPack.test(folded)
}
