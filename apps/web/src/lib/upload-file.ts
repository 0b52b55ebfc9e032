import { DOCUMENT_TYPES } from '@ladder/shared/values/skill-evidence';
import { MAX_MEDIA_BYTES } from '@ladder/shared/values/posts';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { storage } from './storage';

/** docs/product.md "Validation rules": one file of at most 5 MB a photo, a certificate's file or a piece of evidence. */
export const UPLOAD_MAX_BYTES = MAX_MEDIA_BYTES;

/**
 * Sends one file to an upload target (`users/{id}/profile_photo`, `users/{id}/profile-items/{item_id}/file`,
 * `users/{id}/skills/{skill_id}/evidence`) in the multipart field `files`; `query` adds to the
 * target (evidence's `title`). Resolves with the API's answer; a refusal is an ApiError.
 */
export async function uploadFile<T>(
  target: string,
  file: Blob,
  name: string,
  query: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  form.append('files', file, name);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language };
  const token = storage.read('token');
  if (token) headers.authorization = `Bearer ${token}`;
  const search = new URLSearchParams({ path: target, ...query });
  let response: Response;
  try {
    response = await fetch(`/api/v1/utils/upload-files/?${search.toString()}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, {}, 'network');
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, body, response.statusText);
  return body as T;
}

/**
 * What is wrong with a certificate's file or a piece of evidence before it is sent (a catalog
 * key), or undefined: a PDF, PNG or JPEG by its type and name, at most UPLOAD_MAX_BYTES. The
 * server checks the bytes again.
 */
export function documentProblem(file: File): string | undefined {
  const isDocument = (DOCUMENT_TYPES as readonly string[]).includes(file.type) && /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!isDocument) return 'errors.unsupported_file_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'errors.file_too_big';
  return undefined;
}

/** The file picker's `accept`: PDF, PNG and JPEG. */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
