import { and, desc, eq, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogPosts } from '../../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;

/** A slug another post has (the unique index decides a race). */
export function isBlogSlugTaken(error: unknown): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return (
    cause.code === '23505' &&
    (cause.constraint === undefined || cause.constraint === 'blog_posts_slug_unique')
  );
}

export async function insertBlogPost(db: Executor, post: NewBlogPost) {
  const [row] = await db.insert(blogPosts).values(post).returning();
  if (!row) throw new Error('blog post insert returned no row');
  return row;
}

export async function updateBlogPost(db: Executor, id: string, post: Partial<NewBlogPost>) {
  const [row] = await db.update(blogPosts).set(post).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deleteBlogPost(db: Executor, id: string) {
  const rows = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function findBlogPost(db: Executor, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** Published and out (its time passed): what readers may see. */
const isOut = (at: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishAt, at));

export async function findPublishedBySlug(db: Executor, slug: string, at: Date) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isOut(at)));
  return row;
}

/** The admin's list: every status, newest change first, searched by title, slug or tag. */
export async function listBlogPosts(
  db: Executor,
  query: { q?: string; status?: string; page: number; size: number },
) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(blogPosts.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const found = or(
      ilike(blogPosts.title, like),
      ilike(blogPosts.slug, like),
      sql`${blogPosts.tags}::text ilike ${like}`,
    );
    if (found) filters.push(found);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  return pageOfPosts(db, where, [desc(blogPosts.updatedAt), desc(blogPosts.id)], query);
}

/** The public index: published posts, newest first, with a tag if asked. */
export async function listPublishedPosts(
  db: Executor,
  query: { tag?: string; page: number; size: number; at: Date },
) {
  const tagged = query.tag
    ? sql`${blogPosts.tags} @> ${JSON.stringify([query.tag])}::jsonb`
    : undefined;
  const where = and(isOut(query.at), tagged);
  return pageOfPosts(db, where, [desc(blogPosts.publishAt), desc(blogPosts.id)], query);
}

/** One page of the posts `where` selects, in `order`, and how many there are in all. */
async function pageOfPosts(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; size: number },
) {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.page * page.size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** Up to `limit` other published posts, those sharing most tags with `post` first. */
export async function relatedPosts(db: Executor, post: BlogPostRow, at: Date, limit = 3) {
  const shared = sql<number>`(select count(*) from jsonb_array_elements_text(${blogPosts.tags}) tag where tag in (select jsonb_array_elements_text(${JSON.stringify(post.tags)}::jsonb)))`;
  return db
    .select()
    .from(blogPosts)
    .where(and(isOut(at), ne(blogPosts.id, post.id)))
    .orderBy(desc(shared), desc(blogPosts.publishAt))
    .limit(limit);
}

/** A scheduled post whose time has come goes out; a post changed since stays as it is. */
export async function publishIfDue(db: Executor, id: string, at: Date) {
  const rows = await db
    .update(blogPosts)
    .set({ status: 'published' })
    .where(
      and(eq(blogPosts.id, id), eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, at)),
    )
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Every tag of the published posts, in name order. */
export async function publishedTags(db: Executor, at: Date): Promise<string[]> {
  const rows = await db
    .select({ tag: sql<string>`jsonb_array_elements_text(${blogPosts.tags})` })
    .from(blogPosts)
    .where(isOut(at))
    .groupBy(sql`1`);
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b));
}
