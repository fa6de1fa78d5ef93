import { z } from 'zod';
import type { BlogPost, BlogPostRequestSchema } from '@olivia/contracts/blog';
import { blogMessages } from '@olivia/contracts/blog-messages';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { JobKind, Jobs } from '../jobs/public';
import type { BlogAdminIdentity } from './blog-admin-auth';
import {
  deleteBlogPost,
  findBlogPost,
  insertBlogPost,
  isBlogSlugTaken,
  listBlogPosts,
  publishIfDue,
  updateBlogPost,
  type BlogPostRow,
} from './blog-posts.repository';

type PostInput = z.output<typeof BlogPostRequestSchema>;

export function toWirePost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverurl: row.coverUrl,
    body: row.body,
    tags: row.tags,
    seotitle: row.seoTitle,
    seodescription: row.seoDescription,
    status: row.status as BlogPost['status'],
    publishat: row.publishAt?.toISOString() ?? null,
    authorname: row.authorName,
    createdat: row.createdAt.toISOString(),
    updatedat: row.updatedAt.toISOString(),
  };
}

/** A post in the admin's list: everything but the body. */
function toWireSummary(row: BlogPostRow): Omit<BlogPost, 'body'> {
  const post: Partial<BlogPost> = toWirePost(row);
  delete post.body;
  return post as Omit<BlogPost, 'body'>;
}

const slugTaken = () =>
  conflict(blogMessages.blogSlugTaken, { slug: [blogMessages.blogSlugTaken] });

/**
 * The blog admin's posts (issue 29): written as drafts, published now, or scheduled; a
 * scheduled post goes out through a durable job due at its time (ADR 0025), which publishes it
 * only if it is still scheduled for that time (a post rescheduled or unpublished meanwhile
 * stays as it is).
 */
export function createBlogService(deps: { db: Database; jobs: Jobs; now?: () => Date }) {
  const { db, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  const publishJob: JobKind<{ postId: string }> = {
    kind: 'blog.publish',
    payload: z.object({ postId: z.uuid() }),
    run: async ({ postId }) => {
      await publishIfDue(db, postId, now());
    },
  };
  jobs.register(publishJob);

  /** The row's status and time for what the editor asked, given what the post was. */
  function schedule(input: PostInput, before?: BlogPostRow) {
    const at = now();
    if (input.status === 'draft') return { status: 'draft', publishAt: null };
    if (input.status === 'published') {
      const wasOut = before?.status === 'published' && before.publishAt;
      return { status: 'published', publishAt: wasOut ? before.publishAt : at };
    }
    const publishAt = new Date(input.publishat ?? '');
    if (!(publishAt.getTime() > at.getTime())) {
      throw badRequest(blogMessages.blogPublishAtPast, {
        publishat: [blogMessages.blogPublishAtPast],
      });
    }
    return { status: 'scheduled', publishAt };
  }

  const fields = (input: PostInput) => ({
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    coverUrl: input.coverurl,
    body: input.body,
    tags: input.tags,
    seoTitle: input.seotitle,
    seoDescription: input.seodescription,
  });

  /** Writes the post and, when scheduled, its publishing job, in one unit of work. */
  async function save(write: (tx: Executor) => Promise<BlogPostRow | undefined>) {
    try {
      return await withTransaction(db, async (tx, afterCommit) => {
        const row = await write(tx);
        if (!row) throw notFound();
        if (row.status === 'scheduled' && row.publishAt) {
          await jobs.enqueue(
            { tx, afterCommit },
            publishJob,
            { postId: row.id },
            { key: `blog.publish:${row.id}:${row.publishAt.toISOString()}`, runAt: row.publishAt },
          );
        }
        return toWirePost(row);
      });
    } catch (error) {
      if (isBlogSlugTaken(error)) throw slugTaken();
      throw error;
    }
  }

  return {
    publishJob,

    async list(query: { q?: string; status?: string; page: number; size: number }) {
      const { rows, total } = await listBlogPosts(db, query);
      return {
        content: rows.map((row) => toWireSummary(row)),
        total,
        page: query.page,
        size: query.size,
      };
    },

    async get(id: string) {
      const row = await findBlogPost(db, id);
      if (!row) throw notFound();
      return toWirePost(row);
    },

    create(input: PostInput, author: BlogAdminIdentity) {
      const timing = schedule(input);
      return save((tx) =>
        insertBlogPost(tx, {
          ...fields(input),
          ...timing,
          authorUserId: author.userId,
          authorName: author.name,
          createdAt: now(),
          updatedAt: now(),
        }),
      );
    },

    async update(id: string, input: PostInput) {
      const before = await findBlogPost(db, id);
      if (!before) throw notFound();
      const timing = schedule(input, before);
      return save((tx) =>
        updateBlogPost(tx, id, { ...fields(input), ...timing, updatedAt: now() }),
      );
    },

    async remove(id: string) {
      if (!(await deleteBlogPost(db, id))) throw notFound();
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
