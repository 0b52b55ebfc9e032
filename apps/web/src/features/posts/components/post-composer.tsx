import { ChevronDown, ChevronRight, X } from 'lucide-react';
import { schemaResolver } from '../../../lib/schema-resolver';
import { createPostSchema, MAX_MEDIA_BYTES, MAX_MEDIA_PER_POST, type Post } from '@ladder/shared/schemas/posts';
import { MEDIA_TYPES } from '@ladder/shared/values/posts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { EmojiPicker, insertAtCaret } from '../../../components/ui/emoji-picker';
import { Modal } from '../../../components/ui/modal';
import { isCatalogKey } from '../../../components/ui/field';
import { createPost, updatePost, useInvalidatePosts } from '../api/save-post';
import { uploadPostFile } from '../api/upload-files';
import { postOutbox } from '../lib/post-outbox';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { SeriesPicker } from './series-picker';
import { randomUuid } from '../../../lib/random-uuid';
import { useIsTouch } from '../../../lib/use-media-query';
import { isPhoneRequired, PhoneRequiredNotice } from '../../../components/ui/phone-required-notice';

const NO_FILES: File[] = [];

const schema = createPostSchema.pick({ content: true, prev_post_id: true, next_post_id: true });
type Values = z.input<typeof schema>;

interface PendingFile {
  file: File;
  preview: string;
  progress: number;
  /** Stored on the post: a retry does not send it again. */
  isUploaded: boolean;
}

/**
 * Create or edit a post (docs/product.md "Layout and parts"): the text, up to five photos or videos checked before
 * anything is sent ('too many files', 'file too big'), each uploaded after the post is saved.
 */
export function PostComposer({
  isOpen,
  post,
  onClose,
  initialContent = '',
  initialFiles = NO_FILES,
}: {
  isOpen: boolean;
  post: Post | null;
  onClose: () => void;
  /** A new post's first text: what was shared into Ladder from another app (routes/share.tsx). */
  initialContent?: string;
  /** A new post's first photos or videos, shared into Ladder with the text. */
  initialFiles?: File[];
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const invalidate = useInvalidatePosts();
  const textareaId = useId();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [keptMedia, setKeptMedia] = useState<string[]>([]);
  // A catalog key, so that the message follows a change of language.
  const [fileError, setFileError] = useState<
    'post.file_too_big' | 'post.file_type' | 'post.too_many_files' | 'push.offline_files' | null
  >(null);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: schemaResolver(schema),
    defaultValues: { content: '', prev_post_id: null, next_post_id: null },
  });
  const [isSeriesOpen, setIsSeriesOpen] = useState(false);
  const [needsPhone, setNeedsPhone] = useState(false);
  const isTouch = useIsTouch();
  // A retry after a failure never makes a second post: the create is keyed, and once the post
  // exists the retry updates it and sends only the files not stored yet.
  const [createKey, setCreateKey] = useState(() => randomUuid());
  const [createdId, setCreatedId] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const existing = useMemo(() => post?.media_files.filter((m) => keptMedia.includes(m.id)) ?? [], [post, keptMedia]);

  useEffect(() => {
    if (!isOpen) return;
    form.reset({
      content: post?.content ?? initialContent,
      prev_post_id: post?.prev_post_id ?? null,
      next_post_id: post?.next_post_id ?? null,
    });
    // The series stays out of the way of a quick post; a post already in one shows it.
    setIsSeriesOpen(Boolean(post?.prev_post_id ?? post?.next_post_id));
    setKeptMedia(post?.media_files.map((m) => m.id) ?? []);
    setCreateKey(randomUuid());
    setCreatedId(null);
    // Shared files pass the picker's checks: a type it takes, the size, the number.
    const shared = initialFiles.filter((file) => file.type in MEDIA_TYPES && file.size <= MAX_MEDIA_BYTES);
    setFiles(
      shared
        .slice(0, MAX_MEDIA_PER_POST)
        .map((file) => ({ file, preview: URL.createObjectURL(file), progress: 0, isUploaded: false })),
    );
    setFileError(
      shared.length > MAX_MEDIA_PER_POST
        ? 'post.too_many_files'
        : shared.length < initialFiles.length
          ? 'post.file_type'
          : null,
    );
  }, [isOpen, post, form, initialContent, initialFiles]);

  useEffect(() => () => files.forEach((f) => URL.revokeObjectURL(f.preview)), [files]);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setFileError(null);
    if (rejected.some((r) => r.errors.some((e) => e.code === 'file-too-large')))
      return setFileError('post.file_too_big');
    if (rejected.length > 0) return setFileError('post.file_type');
    if (existing.length + files.length + accepted.length > MAX_MEDIA_PER_POST)
      return setFileError('post.too_many_files');
    setFiles((current) => [
      ...current,
      ...accepted.map((file) => ({ file, preview: URL.createObjectURL(file), progress: 0, isUploaded: false })),
    ]);
  };
  const dropzone = useDropzone({ onDrop, accept: MEDIA_TYPES, maxSize: MAX_MEDIA_BYTES, multiple: true });

  const onSubmit = form.handleSubmit(async ({ content, prev_post_id, next_post_id }) => {
    const links = { prev_post_id: prev_post_id || null, next_post_id: next_post_id || null };
    // Offline, a new post's text waits in this browser, keyed, and goes when the connection comes
    // back (lib/post-outbox.ts); photos and videos need the connection.
    const isNew = !post && !createdId;
    const keep = () => {
      if (!user) return;
      postOutbox.add(user.id, { key: createKey, input: { content, ...links }, savedAt: new Date().toISOString() });
      toast.success(t('push.outbox_saved'));
      onClose();
    };
    if (isNew && !navigator.onLine) return files.length > 0 ? setFileError('push.offline_files') : keep();
    try {
      const saved = post
        ? await updatePost(post.id, { content, media_files: keptMedia, ...links })
        : createdId
          ? await updatePost(createdId, { content, ...links })
          : await createPost({ content, ...links }, createKey);
      setCreatedId(post ? null : saved.id);
      for (const [index, pending] of files.entries()) {
        if (pending.isUploaded) continue;
        const patch = (change: Partial<PendingFile>) =>
          setFiles((current) => current.map((f, i) => (i === index ? { ...f, ...change } : f)));
        await uploadPostFile(saved.id, pending.file, i18n.language, (fraction) => patch({ progress: fraction }));
        patch({ isUploaded: true, progress: 1 });
      }
      toast.success(t(post ? 'post.update_success' : 'post.create_success'));
      await invalidate();
      onClose();
    } catch (error) {
      // The answer was lost on the way: the same key sends it again later, never a second post.
      if (isNew && files.length === 0 && error instanceof ApiError && error.code === 'NETWORK') return keep();
      await invalidate();
      // Decree 147: the API asks for a verified mobile number first; say so where the member looks.
      if (isPhoneRequired(error)) setNeedsPhone(true);
      else toast.error(t(post ? 'post.update_failed' : 'post.create_failed'));
    }
  });

  const contentError = errors.content?.message;
  return (
    <Modal
      isOpen={isOpen}
      title={t(post ? 'post.edit_title' : 'post.create_title')}
      onClose={onClose}
      initialFocusId={textareaId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${textareaId}-form`} isLoading={isSubmitting}>
            {t(post ? 'post.save_changes' : 'post.publish')}
          </Button>
        </>
      }
    >
      <form id={`${textareaId}-form`} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {needsPhone && <PhoneRequiredNotice />}
        <div>
          <label htmlFor={textareaId} className="mb-1 block text-sm font-medium">
            {t('post.content_label')}
          </label>
          <textarea
            id={textareaId}
            rows={6}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentError ? `${textareaId}-error` : undefined}
            placeholder={t('post.content_placeholder')}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950"
            {...form.register('content')}
          />
          {contentError && (
            <p id={`${textareaId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {isCatalogKey(contentError) ? t(contentError) : contentError}
            </p>
          )}
        </div>

        <EmojiPicker
          onPick={(emoji) => {
            const field = document.getElementById(textareaId) as HTMLTextAreaElement | null;
            form.setValue('content', insertAtCaret(field, form.getValues('content'), emoji), { shouldDirty: true });
          }}
        />

        <div>
          <button
            type="button"
            aria-expanded={isSeriesOpen}
            onClick={() => setIsSeriesOpen((open) => !open)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {isSeriesOpen ? (
              <ChevronDown aria-hidden="true" className="size-4" />
            ) : (
              <ChevronRight aria-hidden="true" className="size-4" />
            )}
            {t('post.series_toggle')}
          </button>
          {isSeriesOpen && (
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {(['prev_post_id', 'next_post_id'] as const).map((field) => (
                <SeriesPicker
                  key={field}
                  label={t(field === 'prev_post_id' ? 'post.previous_post' : 'post.next_post')}
                  value={form.watch(field) ?? null}
                  excludeId={post?.id ?? null}
                  onChange={(id) => form.setValue(field, id, { shouldDirty: true })}
                />
              ))}
            </div>
          )}
        </div>

        <div
          {...dropzone.getRootProps({
            className: `rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${
              dropzone.isDragActive
                ? 'border-brand-500 bg-brand-50 dark:bg-slate-800'
                : 'border-slate-300 dark:border-slate-600'
            }`,
          })}
        >
          <input {...dropzone.getInputProps({ 'aria-label': t('post.add_media') })} />
          <p>{t(isTouch ? 'post.choose_hint' : 'post.drop_hint')}</p>
          <Button variant="secondary" className="mt-2" onClick={dropzone.open}>
            {t('post.add_media')}
          </Button>
        </div>
        {fileError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(fileError)}
          </p>
        )}

        {(existing.length > 0 || files.length > 0) && (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {existing.map((media) => (
              <li key={media.id} className="relative">
                <img
                  src={media.thumbnail_url ?? media.url}
                  alt=""
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <button
                  type="button"
                  aria-label={t('post.remove_media')}
                  onClick={() => setKeptMedia((ids) => ids.filter((id) => id !== media.id))}
                  className="absolute top-1 right-1 rounded-full bg-slate-950/70 p-1 text-white"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
            {files.map((pending, index) => (
              <li key={pending.preview} className="relative">
                {pending.file.type.startsWith('image/') ? (
                  <img src={pending.preview} alt="" className="aspect-square w-full rounded-lg object-cover" />
                ) : (
                  <video src={pending.preview} muted className="aspect-square w-full rounded-lg object-cover" />
                )}
                {isSubmitting ? (
                  <progress
                    className="absolute inset-x-1 bottom-1 w-[calc(100%-0.5rem)]"
                    max={1}
                    value={pending.progress}
                    aria-label={t('post.uploading')}
                  />
                ) : (
                  <button
                    type="button"
                    aria-label={t('post.remove_media')}
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    className="absolute top-1 right-1 rounded-full bg-slate-950/70 p-1 text-white"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </form>
    </Modal>
  );
}
