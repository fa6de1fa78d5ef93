import { useTranslation } from 'react-i18next';
import { useLatestPosts } from '../api/marketing-api';

/** The blog's pages are the server's: a plain link loads them. */
const postHref = (slug: string) => `/blogs/${encodeURIComponent(slug)}`;

/**
 * The blog's newest posts on the landing page (issue 29); nothing at all while there is none, or
 * when the blog cannot be reached, so the page never promises an empty blog.
 */
export function LatestPosts() {
  const { t, i18n } = useTranslation('marketing');
  const posts = useLatestPosts();
  if (!posts.data || posts.data.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-posts" className="text-2xl font-bold text-dark dark:text-white">
          {t('landing.blogHeading')}
        </h2>
        <a href="/blogs" className="text-sm font-semibold text-primary hover:underline">
          {t('landing.blogAll')}
        </a>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {posts.data.map((post) => (
          <li
            key={post.slug}
            className="rounded-md bg-white p-5 shadow-sm ring-1 ring-gray-100 dark:bg-gray-900 dark:ring-gray-800"
          >
            <time dateTime={post.publishedat} className="text-xs text-gray-500">
              {new Date(post.publishedat).toLocaleDateString(i18n.language, {
                dateStyle: 'medium',
                // The server renders this page (ADR 0041): the same day there and in the browser.
                timeZone: 'UTC',
              })}
            </time>
            <h3 className="mt-1 text-lg font-semibold text-dark dark:text-white">
              <a href={postHref(post.slug)} className="hover:text-primary">
                {post.title}
              </a>
            </h3>
            {post.excerpt && (
              <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{post.excerpt}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
