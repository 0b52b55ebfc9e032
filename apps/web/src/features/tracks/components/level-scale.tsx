import { DESIRED_LEVELS, type DesiredLevel } from '@ladder/shared/values/career-tracks';
import { useTranslation } from '../../../lib/i18n';
import { LEVEL_KEYS } from './levels';

/** A desired level drawn as five steps, the reached ones filled; read out as "Expert, level 5 of 5". */
export function LevelScale({ level }: { level: DesiredLevel }) {
  const { t } = useTranslation();
  const step = DESIRED_LEVELS.indexOf(level) + 1;
  const name = t(LEVEL_KEYS[level]);
  return (
    <div role="img" aria-label={t('tracks.ui.level_scale', { level: name, step })} className="flex items-center gap-2">
      <span aria-hidden="true" className="flex items-end gap-0.5">
        {DESIRED_LEVELS.map((other, index) => (
          <span
            key={other}
            style={{ height: `${0.5 + index * 0.2}rem` }}
            className={`w-2.5 rounded-sm ${
              index < step ? 'bg-brand-600 dark:bg-brand-400' : 'bg-slate-200 dark:bg-slate-700'
            }`}
          />
        ))}
      </span>
      <span aria-hidden="true" className="text-xs font-medium text-slate-700 dark:text-slate-300">
        {name}
      </span>
    </div>
  );
}
