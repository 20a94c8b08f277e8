// The embedded database must have one writer. The server (and user:create) hold a lock file in
// DATA_DIR naming their process; a second process refuses instead of corrupting the files.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {
  readonly lockFile: string
  readonly pid: number

  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database in ${lockFile.replace(/\/[^/]+$/, '')} is in use by process ${pid} (probably a running server). Stop it first, or run the command against PostgreSQL with DATABASE_URL.`,
    )
    this.name = 'DataDirLockedError'
    this.lockFile = lockFile
    this.pid = pid
  }
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockFile = join(dataDir, 'tessera.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 })
      return () => {
        try {
          if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile)
        } catch {
          // already gone
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockFile, 'utf8'))
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
        throw new DataDirLockedError(lockFile, holder)
      unlinkSync(lockFile)
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
