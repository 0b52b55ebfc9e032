import type { Media } from '@ladder/shared/schemas/posts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Modal } from '../../../components/ui/modal';

/** How far a finger moves sideways to turn to the next or previous item. */
const SWIPE = 50;

/**
 * The media of a post, one at a time and large (the whole screen on a phone), with previous /
 * next arrows that stay put, the arrow keys and, on a touch screen, a swipe.
 */
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
  const swipeFrom = useRef<number | null>(null);

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
      size="full"
    >
      {current && (
        <div
          data-testid="media-stage"
          className="relative -mx-5 -my-4 flex h-[calc(100dvh-4.5rem)] touch-pan-y items-center justify-center bg-slate-950 select-none sm:h-[calc(100dvh-9rem)]"
          onPointerDown={(event) => {
            if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from === null || media.length < 2) return;
            if (event.clientX - from > SWIPE) go(-1);
            else if (from - event.clientX > SWIPE) go(1);
          }}
        >
          {current.kind === 'image' ? (
            <img src={current.url} alt="" draggable={false} className="h-full w-full object-contain" />
          ) : (
            <video src={current.url} controls className="h-full w-full object-contain" />
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
