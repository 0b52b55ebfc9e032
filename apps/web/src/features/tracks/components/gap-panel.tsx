import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { GapList } from './gap-list';

/**
 * "Compare with my skills": how many of the track's skills the reader has at its level, and the
 * gaps. `isInitiallyOpen`: the page was opened to compare (Home's goal card, "Set as my goal").
 */
export function GapPanel({ track, isInitiallyOpen = false }: { track: CareerTrack; isInitiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  return (
    <div className="space-y-3">
      <Button variant="secondary" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
        {t(isOpen ? 'growth.ui.compare_hide' : 'growth.ui.compare')}
      </Button>
      {isOpen && <GapList trackId={track.id} />}
    </div>
  );
}
