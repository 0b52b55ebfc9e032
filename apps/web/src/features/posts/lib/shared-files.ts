/**
 * Photos and videos shared into Ladder from another app. The share target is a POST that the
 * service worker answers (src/sw/sw.ts): it keeps the files in this cache, one entry per file with
 * its name in a header, and sends the page to /share?…&files=N, which takes them from here once.
 */
export const SHARED_FILES_CACHE = 'ladder-shared-files';
/** The address of the n-th shared file in the cache (never asked of the network). */
export const sharedFileUrl = (index: number) => `/shared-files/${index}`;
export const FILE_NAME_HEADER = 'x-file-name';

let taken: Promise<File[]> | null = null;

/**
 * Takes the shared files out of the cache, in the order they were shared; none left behind. A
 * share opens a page of its own, so the files are taken once per page and asked again alike.
 */
export function takeSharedFiles(count: number): Promise<File[]> {
  taken ??= take(count);
  return taken;
}

async function take(count: number): Promise<File[]> {
  if (count <= 0 || typeof caches === 'undefined') return [];
  const cache = await caches.open(SHARED_FILES_CACHE);
  const files: File[] = [];
  for (let index = 0; index < count; index += 1) {
    const kept = await cache.match(sharedFileUrl(index));
    if (!kept) continue;
    const name = decodeURIComponent(kept.headers.get(FILE_NAME_HEADER) ?? `shared-${index}`);
    files.push(new File([await kept.blob()], name, { type: kept.headers.get('content-type') ?? '' }));
  }
  await caches.delete(SHARED_FILES_CACHE);
  return files;
}
