import type { PublicUser } from '@ladder/shared/schemas/users';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { shortenUrl } from '@ladder/shared/values/post-text';

/**
 * The top of a profile: cover, photo, name, username, headline, bio, industry and links.
 * `actions` (Follow, Edit profile) sit by the photo; the owner's photo and cover buttons
 * come in through `photoAction` and `coverAction`.
 */
export function ProfileHeader({
  user,
  industryName,
  actions,
  photoAction,
  coverAction,
}: {
  user: PublicUser;
  industryName?: string | undefined;
  actions?: ReactNode;
  photoAction?: ReactNode;
  coverAction?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card isFlush>
      <div className="relative aspect-[3/1] max-h-56 w-full bg-gradient-to-r from-brand-700 to-brand-400">
        {user.cover_photo_path && (
          <img src={user.cover_photo_path} alt="" className="absolute inset-0 h-full w-full object-cover" />
        )}
        {coverAction && <div className="absolute right-3 bottom-3">{coverAction}</div>}
      </div>
      <div className="px-5 pb-5">
        <div className="-mt-10 flex flex-wrap items-end justify-between gap-3">
          <div className="relative">
            <span className="block rounded-full border-4 border-white bg-white dark:border-slate-900 dark:bg-slate-900">
              <Avatar name={user.name} src={user.photo_path} size="lg" />
            </span>
            {photoAction && <div className="absolute -right-1 -bottom-1">{photoAction}</div>}
          </div>
          {actions && <div className="flex flex-wrap gap-2 pt-12">{actions}</div>}
        </div>
        <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 dark:text-white">{user.name}</h1>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400" title={user.username}>
          {user.username.length > 30 ? `${user.username.slice(0, 29)}…` : user.username}
        </p>
        {user.headline && <p className="mt-2 break-words text-slate-800 dark:text-slate-200">{user.headline}</p>}
        {user.bio && (
          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{user.bio}</p>
        )}
        {(industryName || user.external_link_urls.length > 0) && (
          <dl className="mt-4 space-y-2 text-sm">
            {industryName && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-slate-600 dark:text-slate-400">{t('people.ui.industry')}</dt>
                <dd className="font-medium text-slate-900 dark:text-white">{industryName}</dd>
              </div>
            )}
            {user.external_link_urls.length > 0 && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-slate-600 dark:text-slate-400">{t('people.ui.links')}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {user.external_link_urls.map((url) => (
                      <li key={url}>
                        <a
                          href={url}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                        >
                          {shortenUrl(url)}
                          <span className="sr-only"> {t('common.opens_new_tab')}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </Card>
  );
}
