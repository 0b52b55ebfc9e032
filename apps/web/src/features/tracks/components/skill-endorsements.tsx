import type { UserSkill } from '@ladder/shared/schemas/growth';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSkillEndorsements } from '../api/endorsements';
import { EndorseDialog } from './endorse-dialog';
import { EndorsementItem } from './endorsement-item';

/**
 * Beside a skill on a profile (docs/api/profile.md "Endorsements"): how many endorsements the
 * member accepted, opening the list; for another member, Endorse; for the member, the new ones
 * waiting for their answer.
 */
export function SkillEndorsements({
  member,
  skill,
  isOwner,
}: {
  member: { id: string; name: string };
  skill: Pick<UserSkill, 'skill_id' | 'skill_name' | 'level' | 'endorsements' | 'endorsements_new'>;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isListOpen, setIsListOpen] = useState(false);
  const [isEndorsing, setIsEndorsing] = useState(false);
  const list = useSkillEndorsements(member.id, skill.skill_id, isListOpen);
  const shown = list.data?.pages.flatMap((page) => page.items).filter((e) => e.status === 'accepted') ?? [];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {skill.endorsements > 0 && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-300"
          aria-label={t('endorsements.show_label', { count: skill.endorsements, skill: skill.skill_name })}
          onClick={() => setIsListOpen(true)}
        >
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('endorsements.count', { count: skill.endorsements })}
        </button>
      )}
      {isOwner && skill.endorsements_new > 0 && (
        <Link
          to="/endorsements"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-amber-800 underline hover:no-underline dark:text-amber-200"
        >
          {t('endorsements.new', { count: skill.endorsements_new })}
        </Link>
      )}
      {!isOwner && user && (
        <Button
          variant="secondary"
          className="min-h-11"
          aria-label={t('endorsements.endorse_label', { name: member.name, skill: skill.skill_name })}
          onClick={() => setIsEndorsing(true)}
        >
          {t('endorsements.endorse')}
        </Button>
      )}
      {isEndorsing && <EndorseDialog member={member} skill={skill} onClose={() => setIsEndorsing(false)} />}
      <Modal
        isOpen={isListOpen}
        title={t('endorsements.list_title', { skill: skill.skill_name })}
        onClose={() => setIsListOpen(false)}
      >
        {list.isLoading && <Spinner label={t('common.loading')} />}
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {shown.map((endorsement) => (
            <EndorsementItem key={endorsement.id} endorsement={endorsement} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button variant="ghost" isLoading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('endorsements.more')}
          </Button>
        )}
      </Modal>
    </div>
  );
}
