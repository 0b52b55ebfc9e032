import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { PeopleFilters } from '../../features/people/api/search';
import { SkillPicker } from '../../features/tracks/components/skill-picker';
import { useTranslation } from '../../lib/i18n';
import { useDebounced } from '../../lib/use-debounced';

/** The people filters as the address keeps them: `?org=` and `?skill=` (with `?skill_name=` to show it). */
export function usePeopleFilters(): PeopleFilters & { skillName: string } {
  const [params] = useSearchParams();
  return {
    organization: (params.get('org') ?? '').trim().slice(0, 120),
    skillId: params.get('skill') ?? '',
    skillName: params.get('skill_name') ?? '',
  };
}

/**
 * Narrows the people tab: where members work or study (their visible experience and education)
 * and a skill others endorsed. Each change replaces the address, so Back leaves the page.
 */
export function PeopleFilterBar() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const filters = usePeopleFilters();
  const [organization, setOrganization] = useState(filters.organization);
  const typed = useDebounced(organization.trim(), 400);

  const change = (entries: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(entries)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed !== filters.organization) change({ org: typed });
    // Only what was typed moves the address; Clear empties the box itself.
  }, [typed]);

  const isNarrowed = filters.organization !== '' || filters.skillId !== '';
  return (
    <section
      aria-label={t('people.ui.filters_label')}
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TextField
        label={t('people.ui.filter_organization')}
        placeholder={t('people.ui.filter_organization_placeholder')}
        value={organization}
        maxLength={120}
        onChange={(event) => setOrganization(event.target.value)}
      />
      <SkillPicker
        industryId=""
        label={t('people.ui.filter_skill')}
        skillId={filters.skillId}
        skillName={filters.skillName}
        onChange={(skill) => change({ skill: skill.id, skill_name: skill.name })}
      />
      {isNarrowed && (
        <Button
          variant="secondary"
          onClick={() => {
            setOrganization('');
            change({ org: '', skill: '', skill_name: '' });
          }}
        >
          {t('people.ui.filters_clear')}
        </Button>
      )}
    </section>
  );
}
