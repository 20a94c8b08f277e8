import { describe, expect, it } from 'vitest'
import { emailProblem, normaliseEmail, usernameProblem } from './identity-checks.ts'

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
    ['no-at-sign.test', 'email.invalid'],
    ['zero\u200Bwidth@example.test', 'email.invalid'],
    ['rtl\u202E@example.test', 'email.invalid'],
  ])('e-mail %j: %s', (email, expected) => {
    expect(emailProblem(email)).toBe(expected)
  })
})
