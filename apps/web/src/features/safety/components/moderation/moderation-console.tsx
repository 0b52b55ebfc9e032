import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { InfiniteList } from '../../../../components/ui/infinite-list';
import { Tabs } from '../../../../components/ui/tabs';
import { useTranslation } from '../../../../lib/i18n';
import { useTabParam } from '../../../../lib/use-tab-param';
import { useQueue } from '../../api/moderation';
import { CasePanel } from './case-panel';
import { QueueItemCard } from './queue-item';
import { ReferenceList } from './reference-list';
import { RemovalForm } from './removal-form';

const TABS = ['queue', 'reference'] as const;

/**
 * The moderation console (docs/api/safety.md "Moderation"): the queue oldest first, each item
 * against the 24-hour clock; Review opens its reports, its author's history and the decision.
 * The second tab edits the reference data: industries and skills, and merges duplicate skills.
 */
export function ModerationConsole() {
  const { t } = useTranslation();
  const [tab, select] = useTabParam(TABS);
  return (
    <Tabs
      label={t('safety_ui.moderation')}
      selected={tab}
      onSelect={select}
      tabs={[
        { key: 'queue', label: t('safety_ui.queue_title') },
        { key: 'reference', label: t('safety_ui.ref_title') },
      ]}
    >
      {tab === 'queue' ? (
        <Queue />
      ) : (
        <div className="space-y-6">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('safety_ui.ref_hint')}</p>
          <ReferenceList kind="industries" />
          <ReferenceList kind="skills" />
        </div>
      )}
    </Tabs>
  );
}

function Queue() {
  const { t } = useTranslation();
  const queue = useQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('safety_ui.queue_hint')}</p>
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
