// Tables of the AI half (issues 15 and 16; decision 0034): the provider layer and its usage ledger,
// the job runner, assistants, chat threads, and the knowledge store. One schema for PGlite and
// PostgreSQL; every row that belongs to a tenant carries `tenant_group`, and every query filters on it.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  real,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { tenantGroups, users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

/** A tsvector written by SQL (`to_tsvector(config, text)`); never read back into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

// ---------------------------------------------------------------------------------------------------
// Provider layer (src/server/ai/)

/** A connection to a model server. Managed by the ROOT of PARENT for every tenant. */
export const aiProviders = pgTable('ai_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Adapter kind; `openai-compatible` covers OpenAI, Azure OpenAI, Mistral, vLLM, Ollama, LM Studio, llama.cpp. */
  kind: text('kind').notNull(),
  baseUrl: text('base_url').notNull(),
  /** AES-256-GCM ciphertext (`v1:iv:tag:data`, base64url parts) of the API key; null when the server needs none. */
  apiKeyEncrypted: text('api_key_encrypted'),
  /** Last four characters of the key, shown so an admin recognises it; the key itself never leaves the server. */
  apiKeyHint: text('api_key_hint'),
  /** Extra request headers (e.g. Azure's api-version lives in the URL; some gateways want an org header). */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  timeoutMs: integer('timeout_ms').notNull().default(60_000),
  maxRetries: integer('max_retries').notNull().default(2),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: utc('created_at').notNull().defaultNow(),
  updatedAt: utc('updated_at').notNull().defaultNow(),
})

/** A model offered by a provider. Capabilities: chat, embeddings, images, image-edits, transcription. */
export const aiModels = pgTable(
  'ai_models',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => aiProviders.id, { onDelete: 'cascade' }),
    modelName: text('model_name').notNull(),
    displayName: text('display_name').notNull(),
    capabilities: jsonb('capabilities').$type<string[]>().notNull().default([]),
    contextWindow: integer('context_window'),
    /** Estimates only: price in EUR per million tokens in and out, and per image. */
    priceInputPerMillion: doublePrecision('price_input_per_million'),
    priceOutputPerMillion: doublePrecision('price_output_per_million'),
    pricePerImage: doublePrecision('price_per_image'),
    /** Dimensions of the vectors an embeddings model returns. */
    embeddingDimensions: integer('embedding_dimensions'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_models_provider_name_key').on(t.providerId, t.modelName)],
)

/** What a tenant's admins chose: default models, monthly budget, chat retention. One row per tenant group. */
export const tenantAiSettings = pgTable('tenant_ai_settings', {
  tenantGroup: text('tenant_group')
    .primaryKey()
    .references(() => tenantGroups.name),
  /** Null: the offline answer engine answers. */
  defaultChatModelId: text('default_chat_model_id').references(() => aiModels.id, { onDelete: 'set null' }),
  embeddingModelId: text('embedding_model_id').references(() => aiModels.id, { onDelete: 'set null' }),
  /** Tokens (in + out) per calendar month (UTC); null: no limit. */
  monthlyTokenBudget: integer('monthly_token_budget'),
  /** Images generated or edited per calendar month (UTC), counted from the usage ledger; null: no limit. */
  monthlyImageBudget: integer('monthly_image_budget'),
  /** Threads older than this (by last message) are deleted, pinned ones aside; null: kept without limit. */
  threadRetentionDays: integer('thread_retention_days'),
  /** Per-tenant knowledge quota in bytes; null: the server default (KNOWLEDGE_TENANT_QUOTA_BYTES). */
  storageQuotaBytes: doublePrecision('storage_quota_bytes'),
  updatedAt: utc('updated_at').notNull().defaultNow(),
})

/** The models a tenant may use. A model not listed here is refused for that tenant. */
export const tenantAllowedModels = pgTable(
  'tenant_allowed_models',
  {
    tenantGroup: tenantColumn(),
    modelId: text('model_id')
      .notNull()
      .references(() => aiModels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantGroup, t.modelId] })],
)

/** The usage ledger: one row per model call (and per offline answer), written by the provider layer. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: utc('at').notNull().defaultNow(),
    tenantGroup: tenantColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** chat, title, tile, image, embedding, prompt-helper, ... */
    tool: text('tool').notNull(),
    assistantId: text('assistant_id'),
    threadId: text('thread_id'),
    /** The tile a `tile` call ran for (team activity counts runs per tile); null for other tools. */
    tileId: text('tile_id'),
    /** Null for the offline answer engine. */
    modelId: text('model_id'),
    modelName: text('model_name').notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    images: integer('images').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    /** Time to the first token of a streamed answer. */
    firstTokenMs: integer('first_token_ms'),
    costEstimate: doublePrecision('cost_estimate').notNull().default(0),
    /** ok, stopped, error, refused; what a call under way holds is in ai_budget_reservations (decision 0084) */
    outcome: text('outcome').notNull(),
    errorCode: text('error_code'),
  },
  (t) => [
    index('ai_usage_tenant_at_idx').on(t.tenantGroup, t.at),
    index('ai_usage_user_at_idx').on(t.userId, t.at),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Job runner (src/server/jobs/)

/** Background work that survives restarts; claimed with FOR UPDATE SKIP LOCKED so several processes share it. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    tenantGroup: text('tenant_group'),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: utc('run_after').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: utc('locked_until'),
    lastError: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Jobs with the same key are not queued twice while one waits or runs. */
    dedupeKey: text('dedupe_key'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAfter),
    index('jobs_kind_idx').on(t.kind, t.createdAt),
    uniqueIndex('jobs_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`status in ('queued', 'running')`),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Assistants and chat (src/server/routes/assistants, src/server/routes/chat)

/** An assistant. Fixed ones (manifest/assistants.yaml) keep their manifest id; others get a UUID. */
export const assistants = pgTable(
  'assistants',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    /** True for the manifest's fixed assistants: editable, never deletable. */
    fixed: boolean('fixed').notNull().default(false),
    /** draft or published; only published assistants can be chatted with (admins may test drafts). */
    status: text('status').notNull().default('published'),
    currentVersion: integer('current_version').notNull().default(1),
    /** When set, retrieval is narrowed to these collections; empty: every collection the source mode allows. */
    collectionIds: jsonb('collection_ids').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
    deletedAt: utc('deleted_at'),
  },
  (t) => [index('assistants_tenant_idx').on(t.tenantGroup)],
)

/** Every save of an assistant is a version; a message records the version that answered it. */
export const assistantVersions = pgTable(
  'assistant_versions',
  {
    assistantId: text('assistant_id')
      .notNull()
      .references(() => assistants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('smart-toy'),
    /** System prompt; may use {{user.name}}, {{date}}, {{tenant.language}}. */
    instructions: text('instructions').notNull().default(''),
    /** Null: the tenant's default chat model (or the offline engine when there is none). */
    modelId: text('model_id'),
    temperature: doublePrecision('temperature'),
    maxAnswerTokens: integer('max_answer_tokens'),
    /** files, general, internal, all (spec section 9) */
    sourceMode: text('source_mode').notNull(),
    conversationStarters: jsonb('conversation_starters').$type<string[]>().notNull().default([]),
    /** Shown once per user before the first message; acknowledged under a `disclaimerAcknowledged` storage key. */
    disclaimer: text('disclaimer'),
    /** Levels of the tenant that may use it (ROOT, ADMIN, WRITE, READ). */
    levels: jsonb('levels').$type<string[]>().notNull().default(['ROOT', 'ADMIN', 'WRITE', 'READ']),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assistantId, t.version] })],
)

/** A conversation: one user, one tenant, one assistant. */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantId: text('assistant_id')
      .notNull()
      .references(() => assistants.id, { onDelete: 'cascade' }),
    /** classic or dynamic (decision 0034): which chat and which history page the thread belongs to. */
    kind: text('kind').notNull().default('classic'),
    /** The route the thread was started from, so history opens it where it was made. */
    route: text('route').notNull(),
    title: text('title').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    /** Expert mode: modelId, temperature, sourceMode, extraInstruction chosen for this thread. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
    lastMessageAt: utc('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    // The history's order (pinned first, then by last message): a page, searched or not, is read in
    // index order and stops when full (docs/benchmarks.md, "AI chat").
    index('chat_threads_user_order_idx').on(t.tenantGroup, t.userId, t.pinned, t.lastMessageAt, t.id),
    index('chat_threads_retention_idx').on(t.tenantGroup, t.lastMessageAt),
  ],
)

/**
 * What the history search needs of a thread without reading its messages (decision 0054): the
 * lexemes of all its messages' search vectors, without positions, and how many messages it has.
 * Written only by the triggers of migration 0023 on chat_messages; the application reads it.
 */
export const chatThreadSearch = pgTable('chat_thread_search', {
  threadId: text('thread_id')
    .primaryKey()
    .references(() => chatThreads.id, { onDelete: 'cascade' }),
  lexemes: tsvector('lexemes')
    .notNull()
    .default(sql`''::tsvector`),
  messageCount: integer('message_count').notNull().default(0),
})

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    tenantGroup: tenantColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Position in the thread; editing message n deletes the messages after it. */
    seq: integer('seq').notNull(),
    /** user or assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** complete, streaming, stopped, error */
    status: text('status').notNull().default('complete'),
    errorCode: text('error_code'),
    assistantVersion: integer('assistant_version'),
    /** Null for the offline answer engine. */
    modelId: text('model_id'),
    modelLabel: text('model_label'),
    /** Citations the server verified: [{ n, fileId, chunkId, title, location, quote, href? }]. */
    citations: jsonb('citations').$type<unknown[]>().notNull().default([]),
    /** Files attached to this (user) message. */
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    /** Full-text search over the message, in the tenant's language configuration. */
    searchVector: tsvector('search_vector'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_thread_seq_key').on(t.threadId, t.seq),
    index('chat_messages_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('chat_messages_tenant_user_idx').on(t.tenantGroup, t.userId),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Knowledge (src/server/knowledge/)

/** A data-pool collection of a tenant. Internal collections feed the "internal sources" mode. */
export const knowledgeCollections = pgTable(
  'knowledge_collections',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    internal: boolean('internal').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_collections_tenant_name_key').on(t.tenantGroup, t.name)],
)

/**
 * An uploaded document: in a collection (data pool), attached to a thread, or owned by an assistant.
 * Exactly one of collection_id, thread_id, assistant_id is set.
 */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    collectionId: text('collection_id').references(() => knowledgeCollections.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').references(() => chatThreads.id, { onDelete: 'cascade' }),
    assistantId: text('assistant_id').references(() => assistants.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    extension: text('extension').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** queued, extracting, indexing, ready, failed */
    status: text('status').notNull().default('queued'),
    /** Message code of the failure (e.g. knowledge.encryptedPdf), shown in the user's language. */
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    /** Text-search configuration the document was indexed with: german, french, english or simple. */
    language: text('language'),
    /** Pages (PDF), slides (PPTX) or sections found. */
    unitCount: integer('unit_count'),
    chunkCount: integer('chunk_count').notNull().default(0),
    /** The embeddings model the file's chunks have vectors of; null: full-text search only (decision 0039). */
    vectorModelId: text('vector_model_id'),
    /** Why the file has no vectors although its tenant has an embeddings model (e.g. ai.providerUnavailable). */
    vectorErrorCode: text('vector_error_code'),
    /** Pharma metadata: product, country, language, documentType (SmPC, leaflet, claims list...), validFrom, validTo. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_files_tenant_idx').on(t.tenantGroup, t.createdAt),
    index('knowledge_files_collection_idx').on(t.collectionId),
    index('knowledge_files_thread_idx').on(t.threadId),
    index('knowledge_files_assistant_idx').on(t.assistantId),
  ],
)

/**
 * The bytes of a file, in the database so every server process reaches them (decision 0034), in
 * parts of at most 256 KB in `seq` order (byte-parts.ts): on PGlite one statement with a whole file
 * held every other request for seconds (decision 0056). Stored without compression (migration 0024).
 */
export const knowledgeFileParts = pgTable(
  'knowledge_file_parts',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    part: bytea('part').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
)

/**
 * How many of a tenant's chunks hold each lexeme (decision 0054), so retrieval weighs a question's
 * words without reading chunks. Written only by the triggers of migration 0023 on knowledge_chunks.
 */
export const knowledgeLexemeChunks = pgTable(
  'knowledge_lexeme_chunks',
  {
    tenantGroup: text('tenant_group').notNull(),
    lexeme: text('lexeme').notNull(),
    chunks: integer('chunks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantGroup, t.lexeme] })],
)

/** A passage of a file, cut along its structure, with its place (page, slide, heading, lines). */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    tenantGroup: tenantColumn(),
    ordinal: integer('ordinal').notNull(),
    /** page, slide, section, lines */
    unitKind: text('unit_kind').notNull(),
    /** Page or slide number (1-based) when the unit has one. */
    unitNumber: integer('unit_number'),
    /** Heading path or line range, e.g. "4.2 Dosierung" or "lines 1-40". */
    heading: text('heading').notNull().default(''),
    text: text('text').notNull(),
    /** to_tsvector(language, heading || text), written by the indexer. */
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('knowledge_chunks_file_idx').on(t.fileId, t.ordinal),
    index('knowledge_chunks_tenant_idx').on(t.tenantGroup),
    index('knowledge_chunks_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
)

/**
 * A chunk's vector from the tenant's embeddings model (decision 0039). Stored as real[] so the table
 * exists on a database without pgvector; where the extension is installed, retrieval casts it to
 * `vector` and ranks by cosine distance. Only vectors of the same model and dimensions are compared.
 */
export const knowledgeChunkEmbeddings = pgTable(
  'knowledge_chunk_embeddings',
  {
    chunkId: bigint('chunk_id', { mode: 'number' })
      .primaryKey()
      .references(() => knowledgeChunks.id, { onDelete: 'cascade' }),
    tenantGroup: tenantColumn(),
    modelId: text('model_id')
      .notNull()
      .references(() => aiModels.id, { onDelete: 'cascade' }),
    dimensions: integer('dimensions').notNull(),
    embedding: real('embedding').array().notNull(),
  },
  (t) => [index('knowledge_chunk_embeddings_model_idx').on(t.tenantGroup, t.modelId, t.dimensions)],
)

// ---------------------------------------------------------------------------------------------------
// Image gallery (src/server/images/, issue 18)

/** A generated (or edited, or uploaded) image: what made it, who, and whom it is shown to. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    /** The author; private images are shown to the author only. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** private (the author only) or tenant (every user of the tenant who may open the generator). */
    visibility: text('visibility').notNull().default('private'),
    /** generated, edited, uploaded */
    origin: text('origin').notNull(),
    prompt: text('prompt').notNull().default(''),
    negativePrompt: text('negative_prompt').notNull().default(''),
    /** size, quality, style preset: what the user chose. */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    modelId: text('model_id'),
    modelName: text('model_name'),
    /** Detected from the bytes (image/png, image/jpeg, image/webp), never taken from the provider. */
    mediaType: text('media_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The image this one was made from (an edit or variation); its lineage. */
    parentImageId: text('parent_image_id'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('gallery_images_tenant_created_idx').on(t.tenantGroup, t.createdAt),
    index('gallery_images_user_created_idx').on(t.userId, t.createdAt),
  ],
)

/** The bytes of a gallery image, apart so that listing never reads them. */
export const galleryImageBlobs = pgTable('gallery_image_blobs', {
  imageId: text('image_id')
    .primaryKey()
    .references(() => galleryImages.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
})
