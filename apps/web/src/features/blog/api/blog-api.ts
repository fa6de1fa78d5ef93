import type { BlogPostRequest } from '@olivia/contracts/blog';
import { blogEndpoints } from '@olivia/contracts/blog-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The blog admin's calls (issue 29): the browser sends the httpOnly `blogAdmin` cookie itself. */
export const blogKeys = {
  all: ['blog-admin'] as const,
  session: ['blog-admin', 'session'] as const,
  posts: (query: object) => ['blog-admin', 'posts', query] as const,
  post: (id: string) => ['blog-admin', 'post', id] as const,
};

/** Who the cookie's server session names; an error (401) when none. */
export const useBlogAdminSession = () =>
  useQuery({
    queryKey: blogKeys.session,
    queryFn: ({ signal }) => callEndpoint(blogEndpoints.session, { signal }),
    retry: false,
    staleTime: 60_000,
  });

export function useBlogSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(blogEndpoints.signOut),
    onSettled: () => client.removeQueries({ queryKey: blogKeys.all }),
  });
}

export const useBlogPosts = (query: {
  q?: string;
  status?: 'draft' | 'scheduled' | 'published';
  page: number;
}) =>
  useQuery({
    queryKey: blogKeys.posts(query),
    queryFn: ({ signal }) =>
      callEndpoint(blogEndpoints.list, { query: { ...query, size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBlogPost = (id: string | undefined) =>
  useQuery({
    queryKey: blogKeys.post(id ?? ''),
    queryFn: ({ signal }) => callEndpoint(blogEndpoints.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });

export function useSaveBlogPost(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogPostRequest) =>
      id
        ? callEndpoint(blogEndpoints.update, { params: { id }, body })
        : callEndpoint(blogEndpoints.create, { body }),
    onSuccess: (post) => {
      client.setQueryData(blogKeys.post(post.id), post);
      void client.invalidateQueries({ queryKey: ['blog-admin', 'posts'] });
    },
  });
}

export const previewMarkdown = (body: string, signal?: AbortSignal) =>
  callEndpoint(blogEndpoints.preview, { body: { body }, signal });

export const uploadCover = (file: Blob) => callEndpoint(blogEndpoints.uploadCover, { file });
