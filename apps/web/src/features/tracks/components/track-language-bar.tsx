import type { Language } from '@ladder/shared/constants';
import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import { otherLanguage } from '@ladder/shared/values/track-languages';
import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { TextLanguage } from '../api/get-tracks';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800';

/**
 * Which language a track is read in, and the switch
 * (docs/decisions/0063-a-track-in-both-languages.md): a translation says whom it is by and
 * offers the original; an original in another language than the reader's says so and offers
 * the reader's, or the way to add it (its author) or suggest it (anyone else). Nothing shows when
 * the reader reads their own language and there is nothing to offer.
 */
export function TrackLanguageBar({
  track,
  isAuthor,
  onShow,
}: {
  track: CareerTrack;
  isAuthor: boolean;
  /** Ask for the texts in a language; null: back to the reader's. */
  onShow: (text: TextLanguage | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const reader: Language = i18n.language;
  const name = (language: Language) => t(`languages.name_${language}`);
  const translate = `/ladder/${track.id}/translate`;
  const other = otherLanguage(track.language);
  const hasTranslation = track.translation !== null;

  let line: string | null = null;
  let action = null;
  if (track.text_language !== track.language) {
    line = track.translation?.translator_name
      ? t('languages.translated_from', { language: name(track.language), name: track.translation.translator_name })
      : t('languages.translated_from_nobody', { language: name(track.language) });
    action = (
      <button type="button" className={LINK} onClick={() => onShow('original')}>
        {t('languages.show_original')}
      </button>
    );
  } else if (track.language !== reader) {
    line = t('languages.written_in', { language: name(track.language) });
    if (track.translation?.language === reader)
      action = (
        <button type="button" className={LINK} onClick={() => onShow(null)}>
          {t('languages.show_translation', { language: name(reader) })}
        </button>
      );
  }
  const key = hasTranslation ? 'languages.edit_translation' : 'languages.add_translation';
  const write = isAuthor ? (
    <Link to={translate} className={LINK}>
      {t(key, { language: name(other) })}
    </Link>
  ) : hasTranslation ? null : (
    <Link to={translate} className={LINK}>
      {t('languages.suggest_translation', { language: name(other) })}
    </Link>
  );
  if (!line && !write && !track.open_suggestions) return null;

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {line && (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Languages aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{line}</span>
        </p>
      )}
      {action}
      {write}
      {isAuthor && track.open_suggestions > 0 && (
        <Link to={translate} className={LINK}>
          {t('languages.open_suggestions', { count: track.open_suggestions })}
        </Link>
      )}
    </div>
  );
}
