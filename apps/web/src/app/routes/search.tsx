import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs } from '../../components/ui/tabs';
import { HashtagResults, PeopleResults, TrackResults } from '../../features/people/components/search-results';
import { useDocumentTitle } from '../../lib/use-document-title';

const GROUPS = ['people', 'hashtags', 'tracks'] as const;
type Group = (typeof GROUPS)[number];

/** The full results page the search box opens on Enter: `?q=` the term, `?tab=` the group shown. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim().slice(0, 100);
  const asked = params.get('tab');
  const tab: Group = GROUPS.find((group) => group === asked) ?? 'people';
  useDocumentTitle(term ? t('people.ui.search_page_title', { term }) : t('people.ui.search_results'));

  if (!term) {
    return (
      <>
        <PageHeader title={t('people.ui.search_results')} />
        <EmptyState title={t('people.ui.search_page_prompt')} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('people.ui.search_page_title', { term })}>{t('people.ui.search_reach')}</PageHeader>
      <Tabs
        label={t('people.ui.search_results')}
        selected={tab}
        onSelect={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'people') next.delete('tab');
              else next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        tabs={[
          { key: 'people', label: t('people.ui.search_people') },
          { key: 'hashtags', label: t('people.ui.search_hashtags') },
          { key: 'tracks', label: t('people.ui.search_tracks') },
        ]}
      >
        {tab === 'people' && <PeopleResults key={term} term={term} />}
        {tab === 'hashtags' && <HashtagResults key={term} term={term} />}
        {tab === 'tracks' && <TrackResults key={term} term={term} />}
      </Tabs>
    </>
  );
}
