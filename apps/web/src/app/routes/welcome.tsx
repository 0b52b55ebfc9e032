import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/layouts/logo';
import { SkipLink } from '../../components/layouts/skip-link';
import { Button, buttonClass } from '../../components/ui/button';
import { endFirstRun } from '../../features/auth/api/first-run';
import { useGoals, useToggleGoal } from '../../features/tracks/api/growth';
import { IndustryChoice, RungChoice } from '../../features/tracks/components/first-run-steps';
import { GapList } from '../../features/tracks/components/gap-list';
import { useTranslation } from '../../lib/i18n';
import { useMember, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

const STEPS = ['industry', 'rung', 'skills', 'done'] as const;
type Step = (typeof STEPS)[number];
const TITLES: Record<Exclude<Step, 'done'>, string> = {
  industry: 'way_in.first_run.industry_title',
  rung: 'way_in.first_run.rung_title',
  skills: 'way_in.first_run.skills_title',
};
const HINTS: Record<Exclude<Step, 'done'>, string> = {
  industry: 'way_in.first_run.industry_hint',
  rung: 'way_in.first_run.rung_hint',
  skills: 'way_in.first_run.skills_hint',
};
const MUTED = 'text-sm text-slate-700 dark:text-slate-300';

/** The last step: the goal as it stands, and the ways on. */
function Done({ trackId }: { trackId: string }) {
  const { t } = useTranslation();
  const me = useMember();
  const goals = useGoals(me.id);
  const goal = goals.data?.items.find((item) => item.career_track.id === trackId);
  return (
    <div className="space-y-4">
      {goal && (
        <p className={MUTED}>
          {t('way_in.first_run.done_goal', { title: goal.career_track.title, met: goal.met, total: goal.total })}
        </p>
      )}
      {!trackId && <p className={MUTED}>{t('way_in.first_run.done_no_goal')}</p>}
      <div className="flex flex-wrap gap-2">
        {trackId && (
          <Link to={`/ladder/${trackId}?compare=1`} className={buttonClass('secondary', 'min-h-11')}>
            {t('way_in.home.goal_compare')}
          </Link>
        )}
        <Link to="/feed" className={buttonClass('primary', 'min-h-11')}>
          {t('way_in.first_run.go_home')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /welcome, the first run (docs/decisions/0049-the-first-run.md): an industry, the rung the member
 * wants (a shared track, set as their goal), the skills of it they have, done. Each step can be
 * skipped; the step is in the address, so Back and a reload keep it. Reaching the end or skipping
 * it all tells the server, and the member is never led here again.
 */
export function Component() {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('step');
  const step: Step = STEPS.find((name) => name === raw) ?? 'industry';
  const industryId = params.get('industry') ?? '';
  const trackId = params.get('track') ?? '';
  const picked = params.get('picked') ?? '';
  const heading = useRef<HTMLHeadingElement>(null);
  const setGoal = useToggleGoal();
  const end = useMutation({ mutationFn: endFirstRun, onSuccess: setUser });
  const title =
    step === 'done'
      ? t(trackId ? 'way_in.first_run.done_title' : 'way_in.first_run.done_no_goal_title')
      : t(TITLES[step]);
  useDocumentTitle(t('way_in.first_run.title'));

  const go = (next: Step, extra: Record<string, string> = {}) => {
    const values = { industry: industryId, track: trackId, ...extra, step: next };
    setParams(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')));
  };

  // Each step's title takes focus, so a screen reader starts there and a keyboard goes on from it.
  const isFirstStep = useRef(true);
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // The end is reached once: the server keeps the first time.
  const { mutate: tellEnd } = end;
  useEffect(() => {
    if (step === 'done') tellEnd();
  }, [step, tellEnd]);

  const skipAll = () =>
    end.mutate(undefined, {
      onSuccess: () => void navigate('/feed', { replace: true }),
      onError: (error) => toast.failure(error, t('toast.generic_error')),
    });

  const pickRung = (id: string) =>
    setGoal.mutate(
      { trackId: id, isGoal: false },
      {
        onSuccess: () => go('skills', { track: id }),
        onError: (error) => toast.failure(error, t('toast.generic_error')),
      },
    );

  const stepNumber = STEPS.indexOf(step) + 1;
  const skipTo: Record<Exclude<Step, 'done'>, () => void> = {
    industry: () => go('rung', { industry: '' }),
    rung: () => go('done', { track: '' }),
    skills: () => go('done'),
  };

  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2">
          <Logo to="/feed" />
          {step !== 'done' && (
            <Button variant="ghost" className="min-h-11" isLoading={end.isPending} onClick={skipAll}>
              {t('way_in.first_run.skip_all')}
            </Button>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl space-y-5 px-4 py-6 focus:outline-none">
        <div className="space-y-2">
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
            {t('way_in.first_run.step_of', { step: stepNumber, total: STEPS.length })}
          </p>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white"
          >
            {title}
          </h1>
          {step !== 'done' && <p className={MUTED}>{t(HINTS[step])}</p>}
        </div>

        {step === 'industry' && <IndustryChoice onPick={(id) => go('rung', { industry: id })} />}
        {step === 'rung' && (
          <RungChoice
            industryId={industryId}
            picked={picked}
            onSelect={(id) => go('rung', { picked: id })}
            onPick={pickRung}
            isPicking={setGoal.isPending}
          />
        )}
        {step === 'skills' && trackId && <GapList trackId={trackId} headingLevel={2} withEvidence={false} />}
        {step === 'done' && <Done trackId={trackId} />}

        {step !== 'done' && (
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            {step !== 'industry' && (
              <Button
                variant="secondary"
                className="min-h-11"
                onClick={() => go(step === 'skills' ? 'rung' : 'industry')}
              >
                {t('way_in.first_run.back')}
              </Button>
            )}
            {step === 'skills' && (
              <Button className="min-h-11" onClick={() => go('done')}>
                {t('way_in.first_run.next')}
              </Button>
            )}
            {step !== 'skills' && (
              <Button variant="ghost" className="min-h-11" onClick={skipTo[step]}>
                {t('way_in.first_run.skip_step')}
              </Button>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
