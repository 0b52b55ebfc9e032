import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useSession } from '../../../lib/session';
import { FollowButton } from './follow-button';

/** The card every row of the people lists sits in (follow lists, search results). */
export const LIST_ROW = 'rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900';

/** A member in a list: photo, name (to the profile), a line under it, and Follow / Unfollow. */
export function PersonRow({
  userId,
  name,
  username,
  photo,
  detail,
  isFollowed,
  isCompact = false,
}: {
  userId: string;
  name: string;
  username: string;
  photo: string | null;
  detail?: string | null | undefined;
  isFollowed: boolean;
  isCompact?: boolean;
}) {
  const { user } = useSession();
  const canFollow = user !== null && user.id !== userId;
  return (
    <div className={`flex gap-3 ${isCompact ? 'items-start' : 'items-center'}`}>
      <Avatar name={name} src={photo} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${username}`}
          className="line-clamp-2 font-semibold break-words text-slate-900 hover:underline dark:text-white"
        >
          {name}
        </Link>
        {/* A name and a reason ("Followed by people you follow") wrap onto a second line rather than being cut. */}
        <p className="line-clamp-2 text-xs break-words text-slate-600 dark:text-slate-400">{detail || username}</p>
        {/* In a narrow column the button goes under the name, which then has the row's width. */}
        {isCompact && canFollow && (
          <div className="mt-1">
            <FollowButton userId={userId} name={name} isFollowed={isFollowed} isCompact />
          </div>
        )}
      </div>
      {!isCompact && canFollow && <FollowButton userId={userId} name={name} isFollowed={isFollowed} />}
    </div>
  );
}
