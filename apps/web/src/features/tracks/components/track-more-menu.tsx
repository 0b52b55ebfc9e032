import { useTranslation } from '../../../lib/i18n';
import { MoreMenu, type MoreItem } from '../../../components/ui/more-menu';

export type { MoreItem };

/** A track's less used actions behind "More" (issue 41): the page keeps one primary action. */
export function TrackMoreMenu({ items }: { items: MoreItem[] }) {
  const { t } = useTranslation();
  return <MoreMenu label={t('way_in.track.more')} ariaLabel={t('way_in.track.more_label')} items={items} />;
}
