import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { InfiniteList } from '../../../../components/ui/infinite-list';
import { useTranslation } from '../../../../lib/i18n';
import { useQueue } from '../../api/moderation';
import { CasePanel } from './case-panel';
import { QueueItemCard } from './queue-item';
import { RemovalForm } from './removal-form';

/**
 * The moderation console (docs/api/safety.md "Moderation"): the queue oldest first, each item
 * against the 24-hour clock; Review opens its reports, its author's history and the decision.
 */
export function ModerationConsole() {
  const { t } = useTranslation();
  const queue = useQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <InfiniteList
        query={queue}
        keyOf={(item) => item.id}
        empty={t('safety_ui.queue_empty')}
        render={(item) => (
          <QueueItemCard item={item}>
            <div className="mt-3 flex justify-end">
              <Button
                variant={openId === item.id ? 'ghost' : 'primary'}
                className="min-h-11"
                aria-expanded={openId === item.id}
                onClick={() => setOpenId(openId === item.id ? null : item.id)}
              >
                {t(openId === item.id ? 'safety_ui.close_case' : 'safety_ui.open_case')}
              </Button>
            </div>
            {openId === item.id && <CasePanel item={item} onDecided={() => setOpenId(null)} />}
          </QueueItemCard>
        )}
      />
      <Card>
        <RemovalForm />
      </Card>
    </div>
  );
}
