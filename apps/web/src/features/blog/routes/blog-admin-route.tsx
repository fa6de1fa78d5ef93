import { BLOG_POST_STATUSES, type BlogPostStatus } from '@olivia/contracts/blog';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format-date-time';
import { useBlogPosts } from '../api/blog-api';

const STATUS_STYLE: Record<BlogPostStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
  scheduled: 'bg-amber-100 text-amber-800',
  published: 'bg-green-100 text-green-800',
};

/** /blogs/admin (SPEC §2): every post, drafts, scheduled and published, with search. */
export function BlogAdminRoute() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = BLOG_POST_STATUSES.find((value) => value === statusParam);
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const posts = useBlogPosts({ q: q || undefined, status, page });
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const total = posts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 20));

  return (
    <section className="mx-auto max-w-5xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-dark dark:text-gray-100">{t('listTitle')}</h1>
        <Link
          to="/blogs/create"
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary/90"
        >
          {t('newPost')}
        </Link>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <TextField
          type="search"
          label={t('search')}
          value={q}
          onChange={(event) => set('q', event.target.value)}
        />
        <SelectField
          label={t('status')}
          value={status ?? ''}
          onChange={(event) => set('status', event.target.value)}
          options={[
            { value: '', label: t('allStatuses') },
            ...BLOG_POST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
      </div>
      {posts.isPending ? (
        <Spinner />
      ) : posts.data && posts.data.content.length > 0 ? (
        <ul className="divide-y divide-gray-100 rounded-lg bg-white shadow-sm dark:divide-gray-800 dark:bg-gray-900">
          {posts.data.content.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <Link
                  to={`/blogs/create/${post.id}`}
                  className="font-medium text-dark hover:text-primary dark:text-gray-100"
                >
                  {post.title}
                </Link>
                <p className="truncate text-sm text-gray-500">/blogs/{post.slug}</p>
              </div>
              <span
                className={`rounded-full px-3 py-0.5 text-xs font-medium ${STATUS_STYLE[post.status]}`}
              >
                {t(`statuses.${post.status}`)}
              </span>
              <span className="text-sm text-gray-500 sm:w-40 sm:text-right">
                {post.publishat ? formatDateTime(post.publishat) : t('notPublished')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-white p-6 text-center text-gray-600 dark:bg-gray-900">
          {q || status ? t('noMatch') : t('empty')}
        </p>
      )}
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-between text-sm" aria-label={t('pages')}>
          <button type="button" disabled={page === 0} onClick={() => set('page', String(page - 1))}>
            {t('previous')}
          </button>
          <span>{t('pageOf', { page: page + 1, pages })}</span>
          <button
            type="button"
            disabled={page + 1 >= pages}
            onClick={() => set('page', String(page + 1))}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </section>
  );
}
