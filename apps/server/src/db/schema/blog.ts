import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Olivia's own blog (issue 29): posts are not a store's. The body is Markdown; the HTML readers
 * see is rendered from it and sanitised on the server (`modules/blog/markdown.ts`) when a page
 * is drawn, so a change of the allow-list applies to every post at once.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    body: text('body').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** draft | scheduled | published. */
    status: text('status').notNull().default('draft'),
    /** When a scheduled post goes out, or when a published one went out. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when they wrote: a post outlives its author's account. */
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('blog_posts_status', sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check(
      'blog_posts_publish_at',
      sql`${table.status} = 'draft' or ${table.publishAt} is not null`,
    ),
    index('blog_posts_published_idx').on(table.status, table.publishAt),
  ],
);

/**
 * A blog admin's signed-in session, behind the `blogAdmin` cookie (SPEC §2): the cookie holds a
 * random token, the table its hash; sign-out revokes the row.
 */
export const blogAdminSessions = pgTable('blog_admin_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
