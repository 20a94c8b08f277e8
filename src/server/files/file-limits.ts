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
  /**
   * A parser run as a child process (run-in-process.ts): the resident memory it is killed past (its
   * heap, and what a parser allocates outside it: typed arrays, native buffers), and the address
   * space the kernel lets it map (prlimit --as; Node maps about 1.2 GB before it reads a byte).
   */
  readonly maxResidentMb: number
  readonly maxAddressSpaceMb: number
}

/** What the streams of a PDF may inflate to before pdf.js reads it (check-pdf-streams.ts). */
export interface PdfLimits {
  /** One stream (a page's content, a font, an object stream); images are not counted. */
  readonly maxStreamBytes: number
  /** All counted streams of the file together. */
  readonly maxInflatedBytes: number
  /** Compressed streams; a 300-page document has a few thousand. */
  readonly maxStreams: number
}

export interface FileLimits {
  readonly maxBytes: number
  readonly zip: ZipLimits
  readonly pdf: PdfLimits
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
  // A page's content stream is rarely above 1 MB, a 300-page document's streams about 60 MB in all.
  pdf: { maxStreamBytes: 64 * 1024 * 1024, maxInflatedBytes: 256 * 1024 * 1024, maxStreams: 50_000 },
  worker: { maxHeapMb: 512, timeoutMs: 60_000, maxResidentMb: 768, maxAddressSpaceMb: 4096 },
}
