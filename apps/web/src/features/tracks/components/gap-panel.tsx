import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { GapList } from './gap-list';

/**
 * "Compare with my skills": how many of the track's skills the reader has at its level, and the
 * gaps. Opened by its button, by "Set as my goal", or by `?compare=1` (Home's goal card).
 */
export function GapPanel({ trackId, isOpen, onToggle }: { trackId: string; isOpen: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <Button variant="secondary" className="min-h-11" aria-expanded={isOpen} onClick={onToggle}>
        {t(isOpen ? 'growth.ui.compare_hide' : 'growth.ui.compare')}
      </Button>
      {/* Under the track's h1, beside the page's other sections (h2). */}
      {isOpen && <GapList trackId={trackId} headingLevel={2} />}
    </div>
  );
}
