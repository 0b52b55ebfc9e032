import { DESIRED_LEVELS, type DesiredLevel } from '@ladder/shared/values/career-tracks';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { controlClass } from '../../../components/ui/field';
import { LEVEL_KEYS } from './levels';

/** A native select of the five levels; `label` is read out (it may be visually hidden). */
export function LevelSelect({
  label,
  value,
  onChange,
  isLabelHidden = false,
}: {
  label: string;
  value: DesiredLevel;
  onChange: (level: DesiredLevel) => void;
  isLabelHidden?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-40">
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'mb-1 block text-sm font-medium'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as DesiredLevel)}
        className={controlClass(false)}
      >
        {DESIRED_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(LEVEL_KEYS[level])}
          </option>
        ))}
      </select>
    </div>
  );
}
