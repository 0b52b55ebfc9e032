import type { Endorsement } from '@ladder/shared/schemas/endorsements';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useTranslation } from '../../../lib/i18n';
import { LEVEL_KEYS } from './levels';

/** One endorsement: who gave it, how they know the member, the level they saw, their line. */
export function EndorsementItem({ endorsement, children }: { endorsement: Endorsement; children?: ReactNode }) {
  const { t } = useTranslation();
  const { endorser } = endorsement;
  return (
    <li className="flex gap-3 py-3">
      <Avatar name={endorser.name} src={endorser.photo_path} size="sm" />
      <div className="min-w-0 flex-1">
        <Link to={`/profile/${endorser.username}`} className="text-sm font-semibold hover:underline">
          {endorser.name}
        </Link>
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t('endorsements.by_line', {
            relation: t(`endorsements.relation_${endorsement.relation}`),
            level: t(LEVEL_KEYS[endorsement.level]),
          })}
        </p>
        {endorsement.note && (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
            {endorsement.note}
          </p>
        )}
        {children}
      </div>
    </li>
  );
}
