// Dosage forms beside a named product (issue 38, decision 0104 rounds 5 and 7): "Dolorex Gel 2 %",
// "Dolorex syrup", "Dolorex 2 % Gel" name the product, they ask nothing of it. The offline engine's
// attribute words and the second ranking's content words both leave them out. Pure.

/**
 * Dosage forms, as the last part of a word ("Schmerzgel", "Brausetablette", "Augentropfen"): beside a
 * named product they are part of its name, not what is asked. Folded.
 */
export const formWord =
  /(?:tropfen|tabletten?|kapseln?|sirup|saft|spray|gel|creme|salbe|pflaster|gouttes|comprimes?|gelules?|sirop|pommade|tablets?|capsules?|drops|syrup|cream|ointment|lozenges?|pastilles?)$/u

const strengthToken = (token: string) => /^(?:\d+|mg|g|ml|ie|iu|prozent|percent)$/u.test(token)

/**
 * Whether a folded word of the question is a dosage form standing right beside a named product's
 * name, or with only its strength between.
 */
export function formBesideProduct(
  tokens: readonly string[],
  productWords: ReadonlySet<string>,
  word: string,
): boolean {
  if (!formWord.test(word)) return false
  return tokens.some((token, i) => {
    if (token !== word) return false
    const reaches = (step: number) => {
      for (let j = i + step; j >= 0 && j < tokens.length; j += step) {
        if (productWords.has(tokens[j]!)) return true
        if (!strengthToken(tokens[j]!)) return false
      }
      return false
    }
    return reaches(-1) || reaches(1)
  })
}
