// The limits every untrusted file is held to before and while it is read. One set of defaults for
// bulk uploads now and the knowledge documents (PDF, DOCX, PPTX, text) later; a caller may tighten them.

export interface ZipLimits {
  /** Entries in the archive's central directory. */
  readonly maxEntries: number
  /** Sum of the uncompressed sizes the central directory declares. */
  readonly maxUncompressedBytes: number
  /** Uncompressed / compressed size of one entry, counted for entries above `ratioFromBytes`. */
  readonly maxCompressionRatio: number
  readonly ratioFromBytes: number
}

export interface WorkerLimits {
  /** V8 old-generation heap of the worker that parses the file (resourceLimits). */
  readonly maxHeapMb: number
  /** Wall time before the worker is terminated. */
  readonly timeoutMs: number
}

export interface FileLimits {
  readonly maxBytes: number
  readonly zip: ZipLimits
  readonly worker: WorkerLimits
}

export const defaultFileLimits: FileLimits = {
  maxBytes: 30 * 1024 * 1024,
  zip: {
    maxEntries: 1000,
    // A 250,000-row sheet of ten text columns is about 150 MB of XML.
    maxUncompressedBytes: 256 * 1024 * 1024,
    // Spreadsheet XML compresses 10-30 times; a run of one byte a thousand times.
    maxCompressionRatio: 200,
    ratioFromBytes: 1024 * 1024,
  },
  worker: { maxHeapMb: 512, timeoutMs: 60_000 },
}
