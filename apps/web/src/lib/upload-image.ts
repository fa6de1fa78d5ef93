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

/**
 * An image the user chose, shrunk in the browser first (SPEC §5, a 480 px JPEG, by a module loaded
 * only then) and uploaded. The caller has checked the chosen file against its cap.
 */
export async function uploadChosenImage(file: File, purpose: FilePurpose): Promise<string> {
  const { shrinkImage } = await import('./shrink-image');
  return uploadImage(await shrinkImage(file), purpose);
}

export function useUploadImage(purpose: FilePurpose) {
  return useMutation({
    mutationKey: uploadKeys.image(purpose),
    mutationFn: (file: File) => uploadChosenImage(file, purpose),
  });
}
