import type { PublicUser } from '@ladder/shared/schemas/users';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';

export function ProfileHeader({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <Card isFlush>
      <div
        className="h-32 bg-gradient-to-r from-brand-700 to-brand-400 bg-cover bg-center"
        style={user.cover_photo_path ? { backgroundImage: `url(${user.cover_photo_path})` } : undefined}
      />
      <div className="px-5 pb-5">
        <div className="-mt-10 flex items-end gap-4">
          <span className="rounded-full border-4 border-white dark:border-slate-900">
            <Avatar name={user.name} src={user.photo_path} size="lg" />
          </span>
        </div>
        <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 dark:text-white">{user.name}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{user.username}</p>
        {user.headline && <p className="mt-2 text-slate-800 dark:text-slate-200">{user.headline}</p>}
        {user.bio && <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{user.bio}</p>}
        <dl className="mt-4 flex gap-6 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('profile.followings')}</dt>
            <dd className="font-semibold">{user.total_followings}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('profile.followers')}</dt>
            <dd className="font-semibold">{user.total_followers}</dd>
          </div>
        </dl>
        {user.external_link_urls.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            {user.external_link_urls.map((url) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {url.replace(/^https?:\/\//, '').slice(0, 30)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
