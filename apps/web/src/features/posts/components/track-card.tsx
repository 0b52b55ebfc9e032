import type { Post } from '@ladder/shared/schemas/posts';
import { textsFor } from '@ladder/shared/values/track-languages';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { LadderMark } from '../../../components/ui/ladder-mark';
import { WrittenIn } from '../../../components/ui/written-in';
import { truncate } from '../../../lib/truncate';

type TrackOfPost = NonNullable<Post['career_track']>;

/** A career-track post's card: the track at a glance, opening its viewer (the ladder). */
export function TrackCard({ track }: { track: TrackOfPost }) {
  const { t, i18n } = useTranslation();
  const industry = i18n.language === 'vi' ? track.industry_name_vn : track.industry_name_en;
  // The same post serves every reader: its title in the reader's language when the track has it.
  const shown = textsFor(i18n.language, track, track.translation);
  return (
    <Link
      to={`/ladder/${track.id}`}
      title={shown.title}
      className="block rounded-xl border border-brand-200 bg-brand-50 p-4 hover:border-brand-400 dark:border-brand-800 dark:bg-brand-950/40 dark:hover:border-brand-500"
    >
      <span className="block text-xs font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-200">
        <LadderMark className="mr-1 h-3.5 w-2.5" />
        {t('tracks.ui.card_label')}
      </span>
      <span
        lang={shown.language}
        className="mt-1 block text-base font-semibold break-words text-slate-900 dark:text-white"
      >
        {truncate(shown.title, 60)}
      </span>
      <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{industry}</span>
      <WrittenIn language={shown.language} />
      <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        <span>{t('tracks.ui.skills_count', { count: track.total_skills })}</span>
        <span>{t('tracks.ui.outdated_votes', { count: track.total_outdated_votes })}</span>
      </span>
    </Link>
  );
}
