// The gallery: images and their bytes in PostgreSQL (decision 0034, as knowledge files). An image is
// private to its author until shared with the tenant; anything else answers as if it did not exist.
import { randomUUID } from 'node:crypto'
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import { galleryImageBlobs, galleryImages } from '../db/ai-tables.ts'
import { users } from '../db/schema.ts'
import type { Database } from '../db/connect.ts'

export type GalleryImage = typeof galleryImages.$inferSelect
/** An image with its author's user name (null once the author is deleted). */
export interface GalleryEntry {
  readonly image: GalleryImage
  readonly authorName: string | null
}

export interface GalleryUser {
  readonly id: string
  readonly role: string
  readonly group: string
}

export interface NewGalleryImage {
  readonly tenantGroup: string
  readonly userId: string
  readonly origin: 'generated' | 'edited' | 'uploaded'
  readonly prompt: string
  readonly negativePrompt: string
  readonly settings: Record<string, string>
  readonly modelId: string | null
  readonly modelName: string | null
  readonly mediaType: string
  readonly width: number
  readonly height: number
  readonly parentImageId?: string | null
}

export async function storeImage(db: Database, image: NewGalleryImage, bytes: Uint8Array, now: Date): Promise<GalleryImage> {
  const id = randomUUID()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(galleryImages)
      .values({ id, ...image, parentImageId: image.parentImageId ?? null, visibility: 'private', sizeBytes: bytes.byteLength, createdAt: now })
      .returning()
    // As base64 text decoded by the database: PGlite binds a bytea parameter about 20 times slower
    // (seconds for a 3 MB picture); PostgreSQL takes either (bench:images, decision 0041).
    await tx.execute(sql`insert into ${galleryImageBlobs} (image_id, content) values (${id}, decode(${Buffer.from(bytes).toString('base64')}, 'base64'))`)
    return row!
  })
}

/** What the user may see: the tenant's shared images and the user's own. */
const visibleTo = (user: GalleryUser): SQL =>
  and(eq(galleryImages.tenantGroup, user.group), or(eq(galleryImages.visibility, 'tenant'), eq(galleryImages.userId, user.id)))!

const entryColumns = { image: galleryImages, authorName: users.username }

export async function findVisibleImage(db: Database, user: GalleryUser, imageId: string): Promise<GalleryEntry | null> {
  const [row] = await db.select(entryColumns).from(galleryImages).leftJoin(users, eq(users.id, galleryImages.userId)).where(and(eq(galleryImages.id, imageId), visibleTo(user)))
  return row ?? null
}

export async function readImageBytes(db: Database, tenantGroup: string, imageId: string): Promise<Uint8Array | null> {
  // Read as base64 too (PostgreSQL's encode wraps lines, which Node's decoder skips).
  const [row] = await db
    .select({ content: sql<string>`encode(${galleryImageBlobs.content}, 'base64')` })
    .from(galleryImageBlobs)
    .innerJoin(galleryImages, eq(galleryImages.id, galleryImageBlobs.imageId))
    .where(and(eq(galleryImages.id, imageId), eq(galleryImages.tenantGroup, tenantGroup)))
  return row ? new Uint8Array(Buffer.from(row.content, 'base64')) : null
}

export interface ListQuery {
  /** Words the prompt contains (case-insensitive, in any order). */
  readonly q?: string
  /** mine: the user's own; shared: shared with the tenant; all: both. */
  readonly scope: 'all' | 'mine' | 'shared'
  readonly limit: number
  /** The last image of the previous page: images after it in the order (newest first, then id). */
  readonly after?: { createdAt: Date; id: string }
}

/** Newest first; one more than `limit` is read to tell whether another page follows. */
export async function listImages(db: Database, user: GalleryUser, query: ListQuery): Promise<{ items: GalleryEntry[]; hasMore: boolean }> {
  const conditions: SQL[] = [visibleTo(user)]
  if (query.scope === 'mine') conditions.push(eq(galleryImages.userId, user.id))
  if (query.scope === 'shared') conditions.push(eq(galleryImages.visibility, 'tenant'))
  if (query.after) {
    const { createdAt, id } = query.after
    conditions.push(or(lt(galleryImages.createdAt, createdAt), and(eq(galleryImages.createdAt, createdAt), lt(galleryImages.id, id)))!)
  }
  for (const word of (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    conditions.push(ilike(galleryImages.prompt, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  }
  const rows = await db
    .select(entryColumns)
    .from(galleryImages)
    .leftJoin(users, eq(users.id, galleryImages.userId))
    .where(and(...conditions))
    .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
    .limit(query.limit + 1)
  return { items: rows.slice(0, query.limit), hasMore: rows.length > query.limit }
}

export async function setVisibility(db: Database, imageId: string, visibility: 'private' | 'tenant'): Promise<GalleryImage> {
  const [row] = await db.update(galleryImages).set({ visibility }).where(eq(galleryImages.id, imageId)).returning()
  return row!
}

/** Deletes the image and its bytes; images made from it keep their own bytes and lose the link. */
export async function deleteImage(db: Database, imageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(galleryImages).set({ parentImageId: null }).where(eq(galleryImages.parentImageId, imageId))
    await tx.delete(galleryImages).where(eq(galleryImages.id, imageId))
  })
}

/** The image and the images it was made from, newest first, as far as the user may see them (at most 20). */
export async function readLineage(db: Database, user: GalleryUser, imageId: string): Promise<GalleryEntry[]> {
  const chain: GalleryEntry[] = []
  let next: string | null = imageId
  while (next && chain.length < 20 && !chain.some((entry) => entry.image.id === next)) {
    const entry = await findVisibleImage(db, user, next)
    if (!entry) break
    chain.push(entry)
    next = entry.image.parentImageId
  }
  return chain
}
