// The guard's limits for knowledge documents: the file-size ceiling and worker limits of the bulk
// uploads, and a tighter bound on what an Office archive may unpack to (a 300-page DOCX is about
// 5 MB of XML; 100 MB leaves room while keeping mammoth's DOM inside the worker's heap).
import { defaultFileLimits, type FileLimits, type ZipLimits } from '../../files/file-limits.ts'

export const knowledgeZipLimits: ZipLimits = {
  ...defaultFileLimits.zip,
  maxUncompressedBytes: 100 * 1024 * 1024,
}

export const knowledgeFileLimits: FileLimits = {
  ...defaultFileLimits,
  zip: knowledgeZipLimits,
}
