import { describe, expect, it } from 'vitest'
import { emailProblem, normaliseEmail, usernameProblem } from './identity-checks.ts'
import { looksLatin, skeleton } from './look-alike.ts'

describe('identity checks', () => {
  it.each([
    ['Anna Müller', undefined],
    ['李小龙', undefined],
    ['', 'username.required'],
    ['right-to-left \u202E override', 'username.invalidCharacters'],
    ['isolate \u2067 here', 'username.invalidCharacters'],
    ['zero\u200Bwidth', 'username.invalidCharacters'],
    ['joiner\u200D', 'username.invalidCharacters'],
    ['bom\uFEFF', 'username.invalidCharacters'],
    ['new\nline', 'username.invalidCharacters'],
    ['bell\u0007', 'username.invalidCharacters'],
    ['line\u2028separator', 'username.invalidCharacters'],
  ])('username %j: %s', (username, expected) => {
    expect(usernameProblem(username)).toBe(expected)
  })

  it.each([
    [' Anna.Muller@Example.COM ', 'anna.muller@example.com'],
    ['ＦＵＬＬ＠ｗｉｄｔｈ．ｔｅｓｔ', 'full@width.test'],
    ['ﬁle@example.test', 'file@example.test'],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseEmail(raw)).toBe(expected)
  })

  it.each([
    ['anna@example.test', undefined],
    ['иван@пример.рф', undefined],
    ['иван@example.test', undefined],
    ['山田taro@example.jp', undefined],
    ['p\u0430ypal@example.test', 'email.mixedScript'],
    ['anna@\u0430pple.test', 'email.mixedScript'],
    ['anna@example.c\u03BFm', 'email.mixedScript'],
    // "аdmin" with a Cyrillic "а" mixes alphabets; whole-script look-alikes read as Latin throughout.
    ['\u0430dmin@demo.de', 'email.mixedScript'],
    ['\u0430\u0441\u0435@demo.de', 'email.lookAlike'],
    ['anna@\u0440\u0430\u0443\u0440\u0430\u04CF.com', 'email.lookAlike'],
    ['\u0455\u0441\u043E\u0440\u0435@demo.de', 'email.lookAlike'],
    ['anna@demo.\u0441\u043E\u0440', 'email.lookAlike'],
    ['\u03B9\u03BF@example.test', 'email.lookAlike'],
    ['\u0430\u0441\u04351@demo.de', 'email.lookAlike'],
    // Real Cyrillic and Greek names have letters without a Latin double.
    ['\u0432\u0435\u0440\u0430@mail.test', undefined],
    ['\u043E\u043B\u044C\u0433\u0430@\u043F\u043E\u0447\u0442\u0430.\u0440\u0444', undefined],
    ['\u03B5\u03BB\u03BB\u03AC\u03B4\u03B1@example.test', undefined],
    ['m\u00FCller@example.test', undefined],
    ['1234@example.test', undefined],
    ['no-at-sign.test', 'email.invalid'],
    ['zero\u200Bwidth@example.test', 'email.invalid'],
    ['rtl\u202E@example.test', 'email.invalid'],
  ])('e-mail %j: %s', (email, expected) => {
    expect(emailProblem(email)).toBe(expected)
  })

  it('takes the skeleton of Unicode TS 39: look-alikes share it, other letters keep theirs', () => {
    expect(skeleton('\u0440\u0430\u0443\u0440\u0430\u04CF')).toBe(skeleton('paypai'))
    expect(skeleton('\u0455\u0441\u043E\u0440\u0435')).toBe('scope')
    expect(skeleton('\u0438\u0432\u0430\u043D')).not.toMatch(/^[a-z]+$/)
    expect(looksLatin('\u0430\u0441\u0435')).toBe(true)
    // Latin itself, digits alone and CJK are not imitations.
    expect(looksLatin('ace')).toBe(false)
    expect(looksLatin('123')).toBe(false)
    expect(looksLatin('\u5C71\u7530')).toBe(false)
  })
})
