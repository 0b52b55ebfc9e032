import type { ProfilePreview } from '@ladder/shared/schemas/sharing';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { VerifiedDomain } from '../../../components/ui/verified-domain';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { signInBackTo } from '../../../lib/storage';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * A member's public page as a visitor sees it (docs/decisions/0047-shared-links.md): name,
 * headline and the tracks they share with previews on.
 */
export function ProfilePreviewView({ profile }: { profile: ProfilePreview }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-5">
      <section aria-labelledby="profile-name" className={`${CARD} space-y-4`}>
        <div className="flex items-center gap-4">
          <Avatar name={profile.name} src={profile.photo_path} size="lg" />
          <div className="min-w-0 space-y-1">
            <h1 id="profile-name" className="text-2xl font-bold break-words text-slate-900 dark:text-white">
              {profile.name}
            </h1>
            <p className="text-sm text-slate-600 dark:text-slate-400">{profile.username}</p>
            {profile.headline && <p className="text-slate-800 dark:text-slate-200">{profile.headline}</p>}
            {profile.current_role && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('tracks.ui.author_role', {
                  title: profile.current_role.title,
                  organization: profile.current_role.organization,
                })}{' '}
                <VerifiedDomain domain={profile.current_role.verified_domain} />
              </p>
            )}
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('sharing.followers', { count: profile.total_followers })}
            </p>
          </div>
        </div>
        <Link to={signInBackTo(`/profile/${profile.username}`)} className={buttonClass('primary')}>
          {t('sharing.sign_in_profile', { name: profile.name })}
        </Link>
      </section>
      <section aria-labelledby="profile-tracks" className={`${CARD} space-y-3`}>
        <h2 id="profile-tracks" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('sharing.profile_tracks')}
        </h2>
        {profile.tracks.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('sharing.profile_no_tracks')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {profile.tracks.map((track) => (
              <li key={track.id} className="py-2">
                <Link
                  to={`/ladder/${track.id}`}
                  className="block py-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {track.title}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {i18n.language === 'vi' ? track.industry_name_vn : track.industry_name_en}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
