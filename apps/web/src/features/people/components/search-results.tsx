import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { formatCount } from '../../../lib/format';
import { usePeopleSearch, useSearchGroup, type PeopleFilters } from '../api/search';
import { LIST_ROW, PersonRow } from './person-row';
import { WrittenIn } from '../../../components/ui/written-in';

/** Members matching the term (or the filters alone), best first, those the reader follows first among equals. */
export function PeopleResults({ term, filters }: { term: string; filters: PeopleFilters }) {
  const { t } = useTranslation();
  const isNarrowed = filters.organization !== '' || filters.skillId !== '';
  return (
    <InfiniteList
      query={usePeopleSearch(term, filters)}
      keyOf={(person) => person.id}
      render={(person) => (
        <div className={LIST_ROW}>
          <PersonRow
            userId={person.id}
            name={person.name}
            username={person.username}
            photo={person.photo_path}
            detail={person.headline}
            isFollowed={person.is_followed}
          />
        </div>
      )}
      empty={isNarrowed ? t('people.ui.filters_none') : t('people.ui.search_none_people', { term })}
    />
  );
}

/** Hashtags near the term, with how many posts carry them. */
export function HashtagResults({ term }: { term: string }) {
  const { t, i18n } = useTranslation();
  return (
    <InfiniteList
      query={useSearchGroup('hashtags', term)}
      keyOf={(item) => item.hashtag}
      render={(item) => (
        <Link
          to={`/feed?hashtag=${encodeURIComponent(item.hashtag)}`}
          className={`${LIST_ROW} block hover:border-brand-400 dark:hover:border-brand-500`}
        >
          <span className="block font-semibold break-all text-brand-700 dark:text-brand-300">#{item.hashtag}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('people.ui.hashtag_posts', {
              count: item.total_posts,
              formatted: formatCount(item.total_posts, i18n.language),
            })}
          </span>
        </Link>
      )}
      empty={t('people.ui.search_none_hashtags', { term })}
    />
  );
}

/** Shared career tracks whose titles match, with their industry and author. */
export function TrackResults({ term }: { term: string }) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      query={useSearchGroup('career-tracks', term)}
      keyOf={(track) => track.id}
      render={(track) => (
        <Link
          to={`/ladder/${track.id}`}
          className={`${LIST_ROW} block hover:border-brand-400 dark:hover:border-brand-500`}
        >
          <span lang={track.text_language} className="block font-semibold break-words text-slate-900 dark:text-white">
            {track.title}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {t('people.ui.search_track_line', { industry: track.industry_name, name: track.user_name })}
          </span>
          <WrittenIn language={track.text_language} />
        </Link>
      )}
      empty={t('people.ui.search_none_tracks', { term })}
    />
  );
}
