import { z } from 'zod';
import { blogMessages } from './blog-messages';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { text } from './text';

/**
 * Olivia's own blog (issue 29, SPEC §2 /blogs/{id}): posts written in Markdown by blog admins,
 * rendered and sanitised on the server. A post is a draft, scheduled (goes out at `publishat`)
 * or published.
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A post's address under /blogs/: lower-case words and dashes. */
export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Addresses the blog's own pages take (SPEC §2's admin pages, the index's feed). */
export const RESERVED_BLOG_SLUGS = ['admin', 'create', 'sign-in', 'rss', 'feed', 'tags'] as const;
export const BLOG_MAX_TAGS = 8;
export const BLOG_BODY_MAX = 100_000;
/** A cover is none, an uploaded file (`/files/…`) or an http(s) address: never a script's. */
const COVER_URL = /^(|\/files\/[\w./?=&%-]+|https?:\/\/[^\s"'<>]+)$/;

export const BlogPostIdParamsSchema = z.object({ id: z.uuid() });

const required = (max: number) => text().trim().min(1, messages.required).max(max);

export const BlogSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, messages.required)
  .max(80)
  .regex(BLOG_SLUG, blogMessages.blogSlugInvalid)
  .refine(
    (slug) => !(RESERVED_BLOG_SLUGS as readonly string[]).includes(slug),
    blogMessages.blogSlugReserved,
  );

const TagSchema = text().trim().min(1).max(30);

/** What the editor sends: the post, and what to do with it (keep as draft, publish, schedule). */
export const BlogPostRequestSchema = z
  .object({
    title: required(140),
    slug: BlogSlugSchema,
    excerpt: text({ multiline: true }).trim().max(300).default(''),
    coverurl: z.string().trim().max(500).default(''),
    body: text({ multiline: true }).max(BLOG_BODY_MAX).default(''),
    tags: z
      .array(TagSchema)
      .max(BLOG_MAX_TAGS, blogMessages.blogTooManyTags)
      .default([])
      .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))]),
    seotitle: text().trim().max(70).default(''),
    seodescription: text().trim().max(160).default(''),
    status: z.enum(BLOG_POST_STATUSES).default('draft'),
    /** ISO date-time; required when scheduling. */
    publishat: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((post) => post.status !== 'scheduled' || post.publishat !== undefined, {
    message: blogMessages.blogPublishAtRequired,
    path: ['publishat'],
  })
  .refine((post) => COVER_URL.test(post.coverurl), {
    message: messages.invalidCharacters,
    path: ['coverurl'],
  });
export type BlogPostRequest = z.input<typeof BlogPostRequestSchema>;

export const BlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverurl: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  seotitle: z.string(),
  seodescription: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  publishat: z.string().nullable(),
  authorname: z.string(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPostsQuerySchema = ListQuerySchema.extend({
  status: z.enum(BLOG_POST_STATUSES).optional(),
});
export const BlogPostListSchema = listResponse(BlogPostSchema.omit({ body: true }));
export type BlogPostList = z.infer<typeof BlogPostListSchema>;

/**
 * Sign-in of a blog admin: a named Olivia user (BLOG_ADMIN_EMAILS) with their password, and a
 * code of their authenticator app (or a recovery code) when two-step sign-in is on (ADR 0040).
 */
export const BlogAdminSignInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, messages.required).max(200),
  password: z.string().min(1, messages.required).max(200),
  code: z.string().trim().max(40).default(''),
});
export const BlogAdminSchema = z.object({ email: z.string(), name: z.string() });
export type BlogAdmin = z.infer<typeof BlogAdminSchema>;

export const BlogPreviewRequestSchema = z.object({
  body: z.string().max(BLOG_BODY_MAX),
});
export const BlogPreviewSchema = z.object({ html: z.string() });
