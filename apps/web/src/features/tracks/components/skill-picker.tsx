import type { Skill } from '@ladder/shared/schemas/career-tracks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { useFollowedState } from '../../../lib/use-followed-state';
import { localizedSkillName, useSkillSearch } from '../api/skills';
import { Combobox, searchKey, type ComboOption } from '../../../components/ui/combobox';

const CREATE = '__create__';

interface SkillPickerProps {
  industryId: string;
  skillId: string;
  skillName: string;
  onChange: (skill: { id: string; name: string }) => void;
  /** Opens the create-skill dialog with what was typed; without it, no skill is offered for creation. */
  onCreate?: ((name: string) => void) | undefined;
  error?: string | undefined;
  /** The field's label (default: "Skill"). */
  label?: string | undefined;
}

/** Searches the skills (the industry's suggestions first); offers to create one that is missing. */
export function SkillPicker({ industryId, skillId, skillName, onChange, onCreate, error, label }: SkillPickerProps) {
  const { t, i18n } = useTranslation();
  // A skill chosen elsewhere (the create dialog, a reset) shows its name here.
  const [text, setText] = useFollowedState(skillName);
  const [isOpen, setIsOpen] = useState(false);
  const keywords = useDebounced(text.trim(), 250);
  const search = useSkillSearch(skillId && text === skillName ? '' : keywords, industryId, isOpen);

  const typed = text.trim();
  // Until the answer for what was typed lands, the previous one is narrowed to what still
  // matches, and nothing is offered for creation: options do not jump under the pointer.
  const isStale = search.isPlaceholderData || keywords !== typed;
  const typedKey = searchKey(typed);
  const nameKeys = (skill: Skill) => [skill.name, skill.name_en, skill.name_vn].map(searchKey);
  const skills = (search.data?.items ?? []).filter(
    (skill) => !isStale || nameKeys(skill).some((key) => key.includes(typedKey)),
  );
  const options: ComboOption[] = skills.map((skill) => ({
    id: skill.id,
    label: localizedSkillName(skill, i18n.language),
    hint: skill.category_key ? t('tracks.ui.suggested') : undefined,
  }));
  if (onCreate && typed && !isStale && !skills.some((skill) => nameKeys(skill).includes(typedKey))) {
    options.push({ id: CREATE, label: t('tracks.ui.create_skill_option', { name: typed }) });
  }

  return (
    <Combobox
      label={label ?? t('tracks.ui.skill')}
      placeholder={t('tracks.ui.search_skill')}
      text={text}
      onText={(value) => {
        setText(value);
        if (skillId) onChange({ id: '', name: '' });
      }}
      options={options}
      isLoading={search.isFetching}
      onOpenChange={setIsOpen}
      onSelect={(option) => {
        if (option.id === CREATE) {
          onCreate?.(typed);
          return;
        }
        setText(option.label);
        onChange({ id: option.id, name: option.label });
      }}
      error={error}
    />
  );
}
