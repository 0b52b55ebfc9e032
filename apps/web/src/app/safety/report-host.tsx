import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReportTarget } from '../../features/safety/components/report-dialog';

// The dialog loads when first asked for: a feed's first screen does not carry it.
const ReportDialog = lazy(() =>
  import('../../features/safety/components/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/**
 * The report dialog of a page or a card (features meet here, in app/): `open` shows it for an
 * item; it stays mounted once opened, so closing gives focus back to the menu that opened it.
 */
export function useReportDialog(): [open: (target: ReportTarget) => void, dialog: ReactNode] {
  const [target, setTarget] = useState<ReportTarget | null | undefined>(undefined);
  const dialog =
    target === undefined ? null : (
      <Suspense fallback={null}>
        <ReportDialog target={target} onClose={() => setTarget(null)} />
      </Suspense>
    );
  return [setTarget, dialog];
}
