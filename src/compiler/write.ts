import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { EmittedFile } from './emit.ts'

/** Writes emitted files below rootDir, touching only those whose contents changed. Returns the changed paths. */
export function writeEmittedFiles(rootDir: string, files: readonly EmittedFile[]): string[] {
  const changed: string[] = []
  for (const file of files) {
    const target = join(rootDir, file.path)
    if (existsSync(target) && readFileSync(target, 'utf8') === file.contents) continue
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.contents)
    changed.push(file.path)
  }
  return changed
}

/** Paths whose contents on disk differ from what the manifest compiles to. */
export function findStaleFiles(rootDir: string, files: readonly EmittedFile[]): string[] {
  return files
    .filter((file) => {
      const target = join(rootDir, file.path)
      return !existsSync(target) || readFileSync(target, 'utf8') !== file.contents
    })
    .map((file) => file.path)
}
