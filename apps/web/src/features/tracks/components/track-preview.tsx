import { SKILL_CATEGORIES } from '@ladder/shared/constants';
import type { TrackPreview } from '@ladder/shared/schemas/sharing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { signInBackTo } from '../../../lib/storage';
import { LEVEL_KEYS } from './levels';
import { WrittenIn } from '../../../components/ui/written-in';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const LINK = 'font-semibold text-brand-700 hover:underline dark:text-brand-300';
const MUTED = 'text-sm text-slate-700 dark:text-slate-300';

function Rungs({ id, title, rungs }: { id: string; title: string; rungs: TrackPreview['below'] }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {rungs.length === 0 ? (
        <p className={MUTED}>{t('sharing.no_rungs')}</p>
      ) : (
        <ul aria-labelledby={id} className="space-y-1">
          {rungs.map((rung) => (
            <li key={rung.id}>
              <Link to={`/ladder/${rung.id}`} className={`${LINK} inline-block py-1 break-words`}>
                {rung.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A shared track as a visitor sees it (docs/decisions/0047-shared-links.md): its title, industry,
 * author, rungs and skills by category, without what, why and resources, which are for members;
 * "Sign in to see the whole track" comes back here after signing in.
 */
export function TrackPreviewView({ track, share }: { track: TrackPreview; share?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const industry = i18n.language === 'vi' ? track.industry_name_vn : track.industry_name_en;
  const path = `/ladder/${track.id}`;
  const signIn = (
    <Link to={signInBackTo(path)} className={buttonClass('primary')}>
      {t('sharing.sign_in_to_see')}
    </Link>
  );
  return (
    <div className="space-y-5">
      <article aria-labelledby="track-title" className={`${CARD} space-y-4`}>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {t('sharing.preview')}
        </p>
        <div className="space-y-1">
          <h1
            id="track-title"
            lang={track.text_language}
            className="text-2xl font-bold break-words text-slate-900 dark:text-white"
          >
            {track.title}
          </h1>
          <p className={MUTED}>{t('tracks.ui.industry_of', { name: industry })}</p>
          <WrittenIn language={track.text_language} />
        </div>
        <div className="flex items-center gap-3">
          <Avatar name={track.user_name} src={track.user_photo_path} size="sm" />
          <Link to={`/profile/${track.user_username}`} className="py-2 text-sm font-semibold hover:underline">
            {t('tracks.ui.by', { name: track.user_name })}
          </Link>
        </div>
        <p className="text-base whitespace-pre-line text-slate-800 dark:text-slate-200">{track.desc}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <li>{t('sharing.skills_count', { count: track.skills.length })}</li>
          <li>{t('sharing.next', { count: track.total_next })}</li>
          <li>{t('sharing.built_on', { count: track.total_built_on })}</li>
        </ul>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          {signIn}
          {share}
        </div>
      </article>

      <section aria-labelledby="ladder-title" className={`${CARD} space-y-3`}>
        <h2 id="ladder-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('tracks.ui.ladder')}
        </h2>
        <div className="flex flex-col gap-4 sm:flex-row">
          <Rungs id="rungs-above" title={t('sharing.above')} rungs={track.above} />
          <Rungs id="rungs-below" title={t('sharing.below')} rungs={track.below} />
        </div>
      </section>

      {SKILL_CATEGORIES.map((category) => {
        const rows = track.skills.filter((row) => row.skill_category_id === category.id);
        if (rows.length === 0) return null;
        return (
          <section key={category.id} aria-labelledby={`category-${category.id}`} className={`${CARD} space-y-3`}>
            <h2 id={`category-${category.id}`} className="text-lg font-semibold text-slate-900 dark:text-white">
              {i18n.language === 'vi' ? category.name_vn : category.name_en}{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                ({t('tracks.ui.skills_count', { count: rows.length })})
              </span>
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <li key={row.skill_name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="font-medium text-slate-900 dark:text-white">{row.skill_name}</span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">{t(LEVEL_KEYS[row.desired_level])}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <section className={`${CARD} space-y-3 text-center`}>
        <p className={MUTED}>{t('sharing.sign_in_hint')}</p>
        {signIn}
      </section>
    </div>
  );
}
