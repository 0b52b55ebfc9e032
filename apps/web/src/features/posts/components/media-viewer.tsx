import type { Media } from '@ladder/shared/schemas/posts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

/** The media of a post, one at a time, with previous / next arrows and the arrow keys. */
export function MediaViewer({
  media,
  index,
  onIndex,
  onClose,
}: {
  media: Media[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = index === null ? undefined : media[index];
  const go = (step: number) => index !== null && onIndex((index + step + media.length) % media.length);

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const arrow =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-slate-950/70 px-3 py-2 text-2xl text-white hover:bg-slate-950';
  return (
    <Modal
      isOpen={current !== undefined}
      title={t('post.media_title', { index: (index ?? 0) + 1, count: media.length })}
      onClose={onClose}
    >
      {current && (
        <div className="relative flex min-h-64 items-center justify-center bg-slate-950">
          {current.kind === 'image' ? (
            <img src={current.url} alt="" className="max-h-[70vh] w-auto" />
          ) : (
            <video src={current.url} controls className="max-h-[70vh] w-full" />
          )}
          {media.length > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('post.previous_media')}
                className={`${arrow} left-2`}
              >
                ‹
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('post.next_media')}
                className={`${arrow} right-2`}
              >
                ›
              </button>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
