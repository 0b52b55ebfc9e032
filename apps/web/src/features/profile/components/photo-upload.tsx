import { Camera } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, useUploadPhoto, type PhotoKind } from '../api/upload-photo';

/** The frame each kind is cropped to (width / height) and the size of the upload. */
const FRAMES: Record<PhotoKind, { aspect: number; width: number; height: number }> = {
  profile_photo: { aspect: 1, width: 800, height: 800 },
  cover_photo: { aspect: 3, width: 1500, height: 500 },
};

interface Placement {
  zoom: number;
  /** 0..1: how far right / down the visible window sits over the image's overflow. */
  x: number;
  y: number;
}

/** The image's size and offset in percent of the frame, for `cover` fit times the zoom. */
function layout(image: { width: number; height: number }, aspect: number, { zoom, x, y }: Placement) {
  const ratio = image.width / image.height;
  const width = 100 * zoom * Math.max(1, ratio / aspect);
  const height = 100 * zoom * Math.max(1, aspect / ratio);
  return { width, height, left: -(width - 100) * x, top: -(height - 100) * y };
}

/** Cuts the chosen window out of the image on a canvas, at the upload size. */
async function crop(image: HTMLImageElement, kind: PhotoKind, placement: Placement): Promise<Blob> {
  const frame = FRAMES[kind];
  const box = layout({ width: image.naturalWidth, height: image.naturalHeight }, frame.aspect, placement);
  const sourceWidth = image.naturalWidth / (box.width / 100);
  const sourceHeight = image.naturalHeight / (box.height / 100);
  const sourceX = (image.naturalWidth - sourceWidth) * placement.x;
  const sourceY = (image.naturalHeight - sourceHeight) * placement.y;
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, frame.width, frame.height);
  context.drawImage(image, sourceX, sourceY, sourceWidth, sourceHeight, 0, 0, frame.width, frame.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.9),
  );
}

function isAllowed(file: File): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name);
}

/**
 * The owner's "change photo / cover" control: pick a png or jpeg (≤ 5 MB, checked before
 * anything is sent), place it in the round 1:1 or 3:1 frame with zoom and position sliders,
 * and the browser crops it on a canvas before the upload.
 */
export function PhotoUpload({ kind }: { kind: PhotoKind }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPhoto();
  const [source, setSource] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  const [placement, setPlacement] = useState<Placement>({ zoom: 1, x: 0.5, y: 0.5 });
  const frame = FRAMES[kind];
  const isProfile = kind === 'profile_photo';
  const label = t(isProfile ? 'people.ui.change_photo' : 'people.ui.change_cover');

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!isAllowed(file)) return void toast.error(t('people.ui.photo_type'));
    if (file.size > PHOTO_MAX_BYTES) return void toast.error(t('post.file_too_big'));
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setPlacement({ zoom: 1, x: 0.5, y: 0.5 });
      setSource({ url, image });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      toast.error(t('people.ui.photo_type'));
    };
    image.src = url;
  };

  const close = () => setSource(null);

  const save = async () => {
    if (!source) return;
    const messages = isProfile
      ? { ok: 'people.ui.upload_photo_success', failed: 'people.ui.upload_photo_failed' }
      : { ok: 'people.ui.upload_cover_success', failed: 'people.ui.upload_cover_failed' };
    try {
      const blob = await crop(source.image, kind, placement);
      await upload.mutateAsync({ kind, file: blob, name: `${kind}.jpg` });
      toast.success(t(messages.ok));
      close();
    } catch {
      toast.error(t(messages.failed));
    }
  };

  const box = source
    ? layout({ width: source.image.naturalWidth, height: source.image.naturalHeight }, frame.aspect, placement)
    : null;

  return (
    <>
      <label
        htmlFor={inputId}
        title={label}
        className={`inline-flex cursor-pointer items-center justify-center gap-1 rounded-full border border-slate-300 bg-white/95 text-sm font-semibold text-slate-900 shadow focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-white dark:border-slate-600 dark:bg-slate-900/95 dark:text-white dark:hover:bg-slate-800 ${
          isProfile ? 'h-9 w-9' : 'min-h-9 px-3'
        }`}
      >
        <Camera aria-hidden="true" className="size-4 shrink-0" />
        {!isProfile && <span className="hidden sm:inline">{label}</span>}
        <input
          id={inputId}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          aria-label={label}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <Modal
        isOpen={source !== null}
        title={t(isProfile ? 'people.ui.photo_title' : 'people.ui.cover_title')}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button isLoading={upload.isPending} onClick={() => void save()}>
              {t('people.ui.upload')}
            </Button>
          </>
        }
      >
        {source && box && (
          <div className="space-y-4">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('people.ui.crop_hint')}</p>
            <div
              className={`relative mx-auto overflow-hidden bg-slate-200 dark:bg-slate-800 ${
                isProfile ? 'aspect-square w-56 rounded-full' : 'aspect-[3/1] w-full rounded-lg'
              }`}
            >
              <img
                src={source.url}
                alt=""
                draggable={false}
                className="absolute max-w-none select-none"
                style={{
                  width: `${box.width}%`,
                  height: `${box.height}%`,
                  left: `${box.left}%`,
                  top: `${box.top}%`,
                }}
              />
            </div>
            <Slider
              label={t('people.ui.zoom')}
              value={placement.zoom}
              min={1}
              max={3}
              step={0.05}
              onChange={(zoom) => setPlacement((p) => ({ ...p, zoom }))}
            />
            <Slider
              label={t('people.ui.move_x')}
              value={placement.x}
              min={0}
              max={1}
              step={0.01}
              onChange={(x) => setPlacement((p) => ({ ...p, x }))}
            />
            <Slider
              label={t('people.ui.move_y')}
              value={placement.y}
              min={0}
              max={1}
              step={0.01}
              onChange={(y) => setPlacement((p) => ({ ...p, y }))}
            />
          </div>
        )}
      </Modal>
    </>
  );
}

function Slider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="w-40 shrink-0 text-sm text-slate-800 dark:text-slate-200">
        {props.label}
      </label>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="w-full accent-brand-600"
      />
    </div>
  );
}
