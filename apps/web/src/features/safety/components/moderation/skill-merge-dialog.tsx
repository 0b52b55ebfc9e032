import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Combobox, type ComboOption } from '../../../../components/ui/combobox';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Modal } from '../../../../components/ui/modal';
import { serverDetail } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useDebounced } from '../../../../lib/use-debounced';
import { useMergeSkill, useMergeTargets, type ReferenceItem } from '../../api/reference-data';

const label = (skill: Pick<ReferenceItem, 'name_en' | 'name_vn'>) =>
  skill.name_vn && skill.name_vn !== skill.name_en ? `${skill.name_en} · ${skill.name_vn}` : skill.name_en;

/**
 * "Merge into…" of a skill: the moderator picks the skill that stays by search, then confirms
 * what moves (docs/api/safety.md "Merging a duplicate skill"); a toast says how much moved.
 */
export function SkillMergeDialog({ skill, onClose }: { skill: ReferenceItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [kept, setKept] = useState<ComboOption | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const keywords = useDebounced(text.trim(), 250);
  const targets = useMergeTargets(keywords);
  const merge = useMergeSkill();
  const options: ComboOption[] = (targets.data?.items ?? [])
    .filter((item) => item.id !== skill.id)
    .map((item) => ({ id: item.id, label: label(item) }));
  const from = label(skill);

  const confirm = () => {
    if (!kept) return;
    merge.mutate(
      { skillId: skill.id, intoId: kept.id },
      {
        onSuccess: (result) => {
          const count = Object.values(result.moved).reduce((sum, n) => sum + n, 0);
          toast.success(t('safety_ui.merge_done', { from, into: kept.label, count }));
          onClose();
        },
        onError: () => setIsConfirming(false),
      },
    );
  };

  if (isConfirming && kept)
    return (
      <ConfirmDialog
        isOpen
        title={t('safety_ui.merge_confirm_title')}
        confirmLabel={t('safety_ui.merge_confirm')}
        isPending={merge.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        <p>{t('safety_ui.merge_confirm_body', { from, into: kept.label })}</p>
        <p>{t('safety_ui.merge_confirm_conflicts', { into: kept.label })}</p>
        <p className="font-semibold">{t('safety_ui.merge_confirm_final', { from })}</p>
      </ConfirmDialog>
    );

  return (
    <Modal
      isOpen
      title={t('safety_ui.merge_title', { name: from })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!kept} onClick={() => setIsConfirming(true)}>
            {t('safety_ui.merge_next')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('safety_ui.merge_hint', { name: from })}</p>
        <Combobox
          label={t('safety_ui.merge_into')}
          text={text}
          onText={(value) => {
            setText(value);
            setKept(null);
          }}
          options={keywords ? options : []}
          isLoading={targets.isFetching}
          emptyText={keywords ? t('safety_ui.merge_none') : t('safety_ui.merge_type')}
          onSelect={(option) => {
            setKept(option);
            setText(option.label);
          }}
        />
        {kept && (
          <p className="text-sm" aria-live="polite">
            {t('safety_ui.merge_picked', { name: kept.label })}
          </p>
        )}
        {merge.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {serverDetail(merge.error) ?? t('toast.generic_error')}
          </p>
        )}
      </div>
    </Modal>
  );
}
