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
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} src={photo} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${username}`}
          className="block truncate font-semibold text-slate-900 hover:underline dark:text-white"
        >
          {name}
        </Link>
        {/* A reason ("Followed by people you follow") wraps rather than being cut. */}
        <p className="line-clamp-2 text-xs break-words text-slate-600 dark:text-slate-400">{detail || username}</p>
      </div>
      {user && user.id !== userId && (
        <FollowButton userId={userId} name={name} isFollowed={isFollowed} isCompact={isCompact} />
      )}
    </div>
  );
}
