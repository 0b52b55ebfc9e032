import type { Post } from '@ladder/shared/schemas/posts';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/**
 * Uploads one file to a post with progress (fetch cannot report upload progress, so this
 * uses XMLHttpRequest). Resolves with the post and its media.
 */
export function uploadPostFile(
  postId: string,
  file: File,
  language: string,
  onProgress: (fraction: number) => void,
): Promise<Post> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/utils/upload-files/?path=${encodeURIComponent(`posts/${postId}`)}`);
    const token = storage.read('token');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept-language', language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300) resolve(body as Post);
      else reject(new ApiError(request.status, body, request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, {}, 'network'));
    const form = new FormData();
    form.append('files', file);
    request.send(form);
  });
}
