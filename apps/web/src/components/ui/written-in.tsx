import type { Language } from '@ladder/shared/constants';
import { Languages } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';

/**
 * "Written in Vietnamese" beside a track's title that is not in the reader's language (it has no
 * translation into it: docs/decisions/0063-a-track-in-both-languages.md); nothing otherwise.
 */
export function WrittenIn({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  if (language === i18n.language) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
      <Languages aria-hidden="true" className="size-3.5 shrink-0" />
      {t('languages.written_in', { language: t(`languages.name_${language}`) })}
    </span>
  );
}
