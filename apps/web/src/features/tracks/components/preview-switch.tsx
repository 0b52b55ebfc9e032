import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { trackKeys } from '../../../lib/query-keys/tracks';
import { toast } from '../../../lib/toast';
import { setTrackPreviews } from '../api/get-track-preview';

/** The author's switch for a shared track's public preview (docs/decisions/0047-shared-links.md). */
export function PreviewSwitch({ track }: { track: CareerTrack }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hintId = useId();
  // The box follows the click at once; a refused change puts it back.
  const [isAllowed, setIsAllowed] = useState(track.previews_allowed);
  const change = useMutation({
    mutationFn: (next: boolean) => setTrackPreviews(track.id, next),
    onSuccess: ({ previews_allowed }) =>
      queryClient.setQueryData<CareerTrack>(trackKeys.one(track.id), (old) => old && { ...old, previews_allowed }),
    onError: (_error, next) => {
      setIsAllowed(!next);
      toast.error(t('toast.generic_error'));
    },
  });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-slate-900 dark:text-white">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={isAllowed}
          aria-describedby={hintId}
          onChange={(event) => {
            setIsAllowed(event.target.checked);
            change.mutate(event.target.checked);
          }}
        />
        {t('sharing.previews_label')}
      </label>
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        {t('sharing.previews_hint')}
      </p>
    </div>
  );
}
