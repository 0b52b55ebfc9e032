import type { SkillEvidence as Evidence } from '@ladder/shared/schemas/skill-evidence';
import { SKILL_EVIDENCE_LIMITS } from '@ladder/shared/values/skill-evidence';
import { FileText, Link2, Paperclip, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteEvidence } from '../api/evidence';

// The dialog (with zod, for its form) loads when first opened: a track's page does not carry it.
const EvidenceDialog = lazy(() => import('./evidence-dialog').then((module) => ({ default: module.EvidenceDialog })));

/**
 * Beside a skill, on a profile and in "Compare with my skills" (docs/api/profile.md "Evidence on
 * a skill"): how many pieces of evidence it has, opening their links; the member adds and
 * removes them. Links open apart and are not followed by search engines.
 */
export function SkillEvidence({
  skill,
  isOwner,
}: {
  skill: { skill_id: string; skill_name: string; evidence: Evidence[] };
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const remove = useDeleteEvidence();
  const { evidence } = skill;
  if (evidence.length === 0 && !isOwner) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {evidence.length > 0 && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-300"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={t('profile_items.evidence.show_label', { count: evidence.length, skill: skill.skill_name })}
          onClick={() => setIsOpen((open) => !open)}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {t('profile_items.evidence.count', { count: evidence.length })}
        </button>
      )}
      {isOwner && evidence.length < SKILL_EVIDENCE_LIMITS.perSkill && (
        <Button
          variant="ghost"
          className="min-h-11"
          aria-label={t('profile_items.evidence.add_label', { skill: skill.skill_name })}
          onClick={() => setIsAdding(true)}
        >
          {t('profile_items.evidence.add')}
        </Button>
      )}
      {isOpen && evidence.length > 0 && (
        <ul id={listId} className="w-full space-y-1">
          {evidence.map((piece) => (
            <li key={piece.id} className="flex items-center gap-2">
              <a
                href={piece.url}
                target="_blank"
                rel={piece.kind === 'link' ? 'noopener noreferrer nofollow' : 'noopener noreferrer'}
                className="inline-flex min-h-11 min-w-0 items-center gap-1 text-sm break-all text-brand-700 underline dark:text-brand-300"
              >
                {piece.kind === 'link' ? (
                  <Link2 aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                )}
                {piece.kind === 'link' ? piece.title : t('profile_items.evidence.file_link', { title: piece.title })}
              </a>
              {isOwner && (
                <Button
                  variant="ghost"
                  aria-label={t('profile_items.evidence.delete_label', { title: piece.title })}
                  onClick={() =>
                    remove.mutate(piece.id, {
                      onSuccess: () => toast.success(t('profile_items.evidence.deleted')),
                      onError: (error) => toast.failure(error, t('toast.generic_error')),
                    })
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdding && (
        <Suspense fallback={null}>
          <EvidenceDialog skill={skill} onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
    </div>
  );
}
