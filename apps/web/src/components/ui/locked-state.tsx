import type { Locked } from '@ladder/shared/schemas/privacy-settings';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';

/**
 * In place of a profile's list when the member's privacy setting keeps the reader out: who may
 * see it, never an empty list (docs/decisions/0060-privacy-settings.md).
 */
export function LockedState({ locked, name }: { locked: NonNullable<Locked>; name: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="locked-state"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700"
    >
      <Lock aria-hidden="true" className="size-6 text-slate-600 dark:text-slate-400" />
      <p className="text-base font-medium text-slate-800 dark:text-slate-200">
        {locked === 'members' ? t('privacy_settings.locked_members') : t('privacy_settings.locked_only_me', { name })}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('privacy_settings.locked_hint', { name })}</p>
    </div>
  );
}

/** The `locked` of a paged answer's first page, if any. */
export const lockedOfPages = (data: { pages: { locked?: Locked }[] } | undefined): Locked => data?.pages[0]?.locked;
