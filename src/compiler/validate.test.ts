import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LineCounter, parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from './diagnostics.ts'
import type { ManifestFile } from './load.ts'
import { validateManifestFiles } from './validate.ts'

const schema = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../schema/manifest.schema.json', import.meta.url)), 'utf8'),
) as object

function validate(yaml: string): string[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(yaml, { lineCounter })
  const file: ManifestFile = { file: 'manifest/x.yaml', doc, lineCounter, data: doc.toJS() }
  return validateManifestFiles([file], schema).map(formatDiagnostic)
}

const route = (access: string) =>
  `routes:\n  - { id: data-pool, path: /data-pool, page: p, title: page.x, access: ${access} }\n`
const endpoint = (access: string) =>
  `api:\n  - { id: users, method: GET, path: /api/users, access: ${access} }\n`

describe('schema errors a product owner reads', () => {
  it('says a mistyped rule field is unknown, not that anyOf is missing', () => {
    expect(validate(endpoint('{ levels: fromAdmin, grups: [PARENT] }'))).toEqual([
      "manifest/x.yaml:2:78 SCHEMA api[0].access has unknown field 'grups'",
    ])
  })

  it('says what a value may be when no alternative takes it', () => {
    expect(validate(route('{ levels: 5 }'))).toEqual([
      'manifest/x.yaml:2:82 SCHEMA routes[0].access.levels must be a text or a list',
    ])
    expect(validate(endpoint('everyone'))).toEqual([
      'manifest/x.yaml:2:57 SCHEMA api[0].access must be "public", "signedIn" or a map of fields',
    ])
  })

  it('follows the anyOf form when the guard uses it', () => {
    expect(validate(route('{ anyOf: [{ levels: fromAdmin }, { groups: PARENT }] }'))).toEqual([
      'manifest/x.yaml:2:115 SCHEMA routes[0].access.anyOf[1].groups must be a list',
    ])
  })

  it('explains an expected form with the schema description', () => {
    expect(validate('routes:\n  - { id: DataPool, path: /data-pool, page: p, title: page.x }\n')).toEqual([
      'manifest/x.yaml:2:11 SCHEMA routes[0].id does not have the expected form: An identifier in kebab-case, e.g. data-pool.',
    ])
  })

  it('collects every error of a file', () => {
    expect(validate(`${route('{ levels: 5 }')}features:\n  x: {}\n`)).toHaveLength(2)
  })
})
