import type { BlogPost, BlogPostRequest, BlogPostStatus } from '@olivia/contracts/blog';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/messages';
import { previewMarkdown, uploadCover, useBlogPost, useSaveBlogPost } from '../api/blog-api';

/** The form's fields as typed: every one a string (tags comma-separated, `when` local time). */
interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  coverurl: string;
  body: string;
  tags: string;
  seotitle: string;
  seodescription: string;
  when: string;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** An ISO time as a datetime-local field shows it, in the browser's zone. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const draftOf = (post?: BlogPost): Draft => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  coverurl: post?.coverurl ?? '',
  body: post?.body ?? '',
  tags: post?.tags.join(', ') ?? '',
  seotitle: post?.seotitle ?? '',
  seodescription: post?.seodescription ?? '',
  when: post?.status === 'scheduled' ? localInput(post.publishat) : '',
});

/** The body's Markdown as readers will see it, rendered and sanitised by the server. */
function usePreview(body: string) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewMarkdown(body, controller.signal).then(
        (answer) => setHtml(answer.html),
        () => undefined,
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return html;
}

/** /blogs/create/{id?} (SPEC §2): writes a post, or edits the one `id` names. */
export function BlogEditorRoute() {
  const { id } = useParams();
  const existing = useBlogPost(id);
  if (id && existing.isPending) return <Spinner />;
  return <BlogEditor key={existing.data?.id ?? 'new'} post={existing.data} />;
}

function BlogEditor({ post }: { post: BlogPost | undefined }) {
  const { t } = useTranslation('blog');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(post));
  const [slugTouched, setSlugTouched] = useState(post !== undefined);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const save = useSaveBlogPost(post?.id);
  const html = usePreview(draft.body);
  const status: BlogPostStatus = save.data?.status ?? post?.status ?? 'draft';

  const field = (name: keyof Draft) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((current) => ({
      ...current,
      [name]: value,
      ...(name === 'title' && !slugTouched ? { slug: slugOf(value) } : {}),
    }));
  };

  async function submit(next: BlogPostStatus) {
    setErrors({});
    setSaved('');
    const body: BlogPostRequest = {
      ...draft,
      tags: draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      status: next,
      ...(next === 'scheduled' && draft.when
        ? { publishat: new Date(draft.when).toISOString() }
        : {}),
    };
    try {
      const answer = await save.mutateAsync(body);
      setSaved(t(`saved.${answer.status}`));
      if (!post) void navigate(`/blogs/create/${answer.id}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const found = Object.fromEntries(
        Object.entries(error.details ?? {}).map(([key, [message = '']]) => [
          key === 'publishat' ? 'when' : key,
          translate(message),
        ]),
      );
      setErrors(Object.keys(found).length > 0 ? found : { form: translate(error.message) });
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(status === 'scheduled' ? 'scheduled' : status);
  };

  async function onCover(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const { imageURL } = await uploadCover(file);
      setDraft((current) => ({ ...current, coverurl: imageURL }));
    } catch (error) {
      setErrors({ coverurl: translate(error instanceof Error ? error.message : '') });
    } finally {
      setUploading(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-xl font-semibold text-dark dark:text-gray-100">
            {post ? t('editTitle') : t('createTitle')}
          </h1>
          <Link to="/blogs/admin" className="text-sm text-primary">
            {t('backToList')}
          </Link>
        </div>
        <p className="text-sm text-gray-600" aria-live="polite">
          {t('currentStatus', { status: t(`statuses.${status}`) })} {saved}
        </p>
        {errors.form && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-danger">
            {errors.form}
          </p>
        )}
        <TextField
          label={t('fields.title')}
          value={draft.title}
          onChange={field('title')}
          error={errors.title}
          required
        />
        <TextField
          label={t('fields.slug')}
          value={draft.slug}
          onChange={(event) => {
            setSlugTouched(true);
            field('slug')(event);
          }}
          error={errors.slug}
          hint={`/blogs/${draft.slug}`}
        />
        <TextareaField
          label={t('fields.excerpt')}
          rows={2}
          value={draft.excerpt}
          onChange={field('excerpt')}
          error={errors.excerpt}
        />
        <div>
          <label
            className="mb-1 block text-sm font-semibold text-dark dark:text-gray-100"
            htmlFor="blog-cover"
          >
            {t('fields.cover')}
          </label>
          {draft.coverurl && (
            <img
              src={draft.coverurl}
              alt=""
              className="mb-2 aspect-video w-full rounded-md object-cover"
            />
          )}
          <input
            id="blog-cover"
            type="file"
            accept="image/*"
            onChange={(event) => void onCover(event.target.files?.[0])}
          />
          {uploading && <Spinner />}
          {errors.coverurl && <p className="mt-1 text-sm text-danger">{errors.coverurl}</p>}
        </div>
        <TextareaField
          label={t('fields.body')}
          rows={16}
          value={draft.body}
          onChange={field('body')}
          error={errors.body}
          hint={t('markdownHint')}
        />
        <TextField
          label={t('fields.tags')}
          value={draft.tags}
          onChange={field('tags')}
          error={errors.tags}
          hint={t('tagsHint')}
        />
        <TextField
          label={t('fields.seoTitle')}
          value={draft.seotitle}
          onChange={field('seotitle')}
          error={errors.seotitle}
          maxLength={70}
        />
        <TextareaField
          label={t('fields.seoDescription')}
          rows={2}
          value={draft.seodescription}
          onChange={field('seodescription')}
          error={errors.seodescription}
          maxLength={160}
        />
        <TextField
          type="datetime-local"
          label={t('fields.when')}
          value={draft.when}
          onChange={field('when')}
          error={errors.when}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            loading={save.isPending}
            onClick={() => void submit('draft')}
          >
            {status === 'published' ? t('unpublish') : t('saveDraft')}
          </Button>
          <Button
            type="button"
            variant="outline"
            loading={save.isPending}
            onClick={() => void submit('scheduled')}
          >
            {t('schedule')}
          </Button>
          <Button type="button" loading={save.isPending} onClick={() => void submit('published')}>
            {status === 'published' ? t('update') : t('publishNow')}
          </Button>
          {status === 'published' && draft.slug && (
            <a href={`/blogs/${draft.slug}`} className="self-center text-sm text-primary">
              {t('viewPost')}
            </a>
          )}
        </div>
      </div>
      <section
        aria-label={t('preview')}
        className="rounded-lg bg-white p-6 shadow-sm dark:bg-gray-900"
      >
        <h2 className="mb-3 text-sm font-semibold uppercase text-gray-500">{t('preview')}</h2>
        <h1 className="mb-3 text-2xl font-bold">{draft.title}</h1>
        {/* The server's render, sanitised by its allow-list (no script, no handlers). */}
        <div
          className="space-y-3 break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-auto [&_pre]:rounded-md [&_pre]:bg-gray-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
    </form>
  );
}
