import { Play } from 'lucide-react';
import type { Media } from '@ladder/shared/schemas/posts';
import { useTranslation } from '../../../lib/i18n';

/** The longest side of the WebP thumbnail the API makes of every image (uploads' media processing). */
const THUMBNAIL_SIDE = 480;

/**
 * `srcset` for an image: its thumbnail and the original, each with its width, so the browser
 * downloads the smallest one that is sharp at the size shown on this screen.
 */
function imageSources(item: Media): { srcSet?: string } {
  if (!item.thumbnail_url || !item.width || !item.height) return {};
  const thumbnailWidth = Math.min(
    item.width,
    Math.round((THUMBNAIL_SIDE * item.width) / Math.max(item.width, item.height)),
  );
  if (thumbnailWidth >= item.width) return { srcSet: `${item.thumbnail_url} ${item.width}w` };
  return { srcSet: `${item.thumbnail_url} ${thumbnailWidth}w, ${item.url} ${item.width}w` };
}

/** How wide an image is shown: the feed's column on a wide screen, else the screen less its margins; half that in a grid. */
const SIZES_ONE = '(min-width: 64rem) 42rem, calc(100vw - 2rem)';
const SIZES_GRID = '(min-width: 64rem) 21rem, 50vw';

/** 1, 2, 3, or 4+ media, the fourth showing "+N" when there are more. */
export function MediaGrid({ media, onOpen }: { media: Media[]; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  const shown = media.slice(0, 4);
  const extra = media.length - shown.length;
  const layout =
    shown.length === 1
      ? 'grid-cols-1'
      : shown.length === 2
        ? 'grid-cols-2'
        : shown.length === 3
          ? 'grid-cols-2 grid-rows-2'
          : 'grid-cols-2';
  return (
    <div className={`grid gap-1 overflow-hidden rounded-xl ${layout}`}>
      {shown.map((item, index) => (
        <button
          key={item.id}
          type="button"
          onClick={() => onOpen(index)}
          aria-label={t('post.open_media', { index: index + 1, count: media.length })}
          className={`relative block overflow-hidden bg-slate-200 dark:bg-slate-800 ${
            shown.length === 3 && index === 0 ? 'row-span-2' : ''
          } ${shown.length === 1 ? 'max-h-[32rem]' : 'aspect-square'}`}
        >
          {item.kind === 'image' ? (
            <img
              src={shown.length === 1 ? item.url : (item.thumbnail_url ?? item.url)}
              {...imageSources(item)}
              sizes={shown.length === 1 ? SIZES_ONE : SIZES_GRID}
              alt=""
              loading="lazy"
              className="h-full w-full object-cover"
              width={item.width ?? undefined}
              height={item.height ?? undefined}
            />
          ) : (
            <video src={item.url} muted preload="metadata" className="h-full w-full object-cover" />
          )}
          {item.kind === 'video' && (
            <span
              aria-hidden="true"
              className="absolute inset-0 flex items-center justify-center text-white drop-shadow"
            >
              <Play className="size-10 fill-current" />
            </span>
          )}
          {index === 3 && extra > 0 && (
            <span
              aria-hidden="true"
              className="absolute inset-0 flex items-center justify-center bg-slate-950/60 text-3xl font-bold text-white"
            >
              +{extra}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
