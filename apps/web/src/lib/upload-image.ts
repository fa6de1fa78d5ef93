import type { FilePurpose } from '@olivia/contracts/upload';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/** Shared by every form with an image (settlement account, verification, logo): kept in lib. */
export const uploadKeys = {
  all: ['uploads'] as const,
  image: (purpose: FilePurpose) => [...uploadKeys.all, 'image', purpose] as const,
};

/** docs/api.md `POST /app-images`: the link to the stored, re-encoded copy of `file`. */
export async function uploadImage(file: Blob, purpose: FilePurpose): Promise<string> {
  const { imageURL } = await callEndpoint(uploadEndpoints.uploadImage, {
    file,
    query: { purpose },
  });
  return imageURL;
}

export function useUploadImage(purpose: FilePurpose) {
  return useMutation({
    mutationKey: uploadKeys.image(purpose),
    mutationFn: (file: Blob) => uploadImage(file, purpose),
  });
}
