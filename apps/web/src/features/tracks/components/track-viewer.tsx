import type { Language } from '@ladder/shared/constants';
import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import { StatusBadge } from './status-badge';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { VerifiedDomain } from '../../../components/ui/verified-domain';
import { Button, buttonClass } from '../../../components/ui/button';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { HiddenMark } from '../../../components/ui/hidden-mark';
import { ShareMenu } from '../../../components/ui/share-menu';
import { fullDate } from '../../../lib/dates';
import { shortenUrl } from '@ladder/shared/values/post-text';
import { useSession } from '../../../lib/session';
import { useSkillCategories } from '../api/skills';
import { DeleteTrackModal } from './delete-track-modal';
import { GapPanel } from './gap-panel';
import { LadderChart } from './ladder-chart';
import { SetGoalButton } from './track-growth-actions';
import { TrackMoreMenu } from './track-more-menu';
import { LevelScale } from './level-scale';
import { categoryName } from './levels';
import { VoteOutdatedModal } from './vote-outdated-modal';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

const LINK = 'font-semibold text-brand-700 hover:underline dark:text-brand-300';

/** "Based on {title} by {name}" (the track it derives from), and the shared tracks built on this one. */
function BuiltOn({ track }: { track: CareerTrack }) {
  const { t } = useTranslation();
  const from = track.ladder.derived_from;
  const builtOn = track.ladder.derived.filter((other) => other.is_public);
  if (!from && track.total_built_on === 0) return null;
  return (
    <div className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {from && (
        <p>
          <Link to={`/ladder/${from.id}`} className={LINK}>
            {t('growth.ui.based_on', { title: from.title, name: from.user_name })}
          </Link>
        </p>
      )}
      {track.total_built_on > 0 && (
        <div>
          <p>{t('growth.ui.built_on', { count: track.total_built_on })}</p>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {builtOn.map((other) => (
              <li key={other.id}>
                <Link to={`/ladder/${other.id}`} className={LINK}>
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** docs/product.md "Layout and parts": a career track with its skills, ladder, and the owner's or the reader's actions. */
export function TrackViewer({
  track,
  skillAction,
  onLinkCopied,
  onReport,
  isComparing = false,
}: {
  track: CareerTrack;
  /** Opened to compare (?compare=1: Home's goal card, the first run): "Compare with my skills" starts open. */
  isComparing?: boolean;
  /** After "Copy link" (the page records the member's share of the track's post). */
  onLinkCopied?: (() => void) | undefined;
  /** What sits next to each skill's name for a signed-in reader (the Follow button). */
  skillAction?: ((row: CareerTrack['skills'][number]) => ReactNode) | undefined;
  /** Opens the report dialog for the track (the page owns it); a reader's More menu offers it. */
  onReport?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const categories = useSkillCategories();
  const [isVoting, setIsVoting] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isGapOpen, setIsGapOpen] = useState(isComparing);
  const isOwner = user?.id === track.user_id;
  const industry = i18n.language === 'vi' ? track.industry_name_vn : track.industry_name_en;
  const sorted = [...(categories.data ?? [])].sort((a, b) => a.order - b.order);
  const groups = categories.data
    ? sorted.map((category) => ({
        id: category.id,
        name: categoryName(category, i18n.language),
        rows: track.skills.filter((row) => row.skill_category_id === category.id),
      }))
    : [{ id: 0, name: t('tracks.ui.skills'), rows: track.skills }];

  return (
    <div className="space-y-5">
      <article aria-labelledby="track-title" className={`${CARD} space-y-4`}>
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 space-y-1">
            <h1 id="track-title" className="text-2xl font-bold break-words text-slate-900 dark:text-white">
              {track.title}
            </h1>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('tracks.ui.industry_of', { name: industry })}
            </p>
          </div>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${
              track.is_public
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
            }`}
          >
            {track.is_public ? t('tracks.ui.public') : t('tracks.ui.not_public')}
          </span>
          {track.status === 'outdated' && <StatusBadge status="outdated" />}
        </div>
        <HiddenMark reason={track.hidden_reason} decisionId={track.hidden_decision_id} />
        <div className="flex items-center gap-3">
          <Avatar name={track.user_name} src={track.user_photo_path} size="sm" />
          <div className="text-sm">
            <Link to={`/profile/${track.user_username}`} className="font-semibold hover:underline">
              {t('tracks.ui.by', { name: track.user_name })}
            </Link>
            {track.author_role && (
              <p className="text-xs text-slate-700 dark:text-slate-300">
                {t('tracks.ui.author_role', {
                  title: track.author_role.title,
                  organization: track.author_role.organization,
                })}{' '}
                <VerifiedDomain domain={track.author_role.verified_domain} />
              </p>
            )}
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('tracks.ui.updated', { date: fullDate(track.updated_at, i18n.language) })}
            </p>
          </div>
        </div>
        <p className="text-base whitespace-pre-line text-slate-800 dark:text-slate-200">{track.desc}</p>
        <BuiltOn track={track} />
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <span className="mr-auto text-sm text-slate-700 dark:text-slate-300">
            {t('tracks.ui.outdated_votes', { count: track.total_outdated_votes })}
          </span>
          {/* One primary action; Copy link and Share beside it; the rest under More (issue 41). */}
          {user && <SetGoalButton track={track} onGoalSet={() => setIsGapOpen(true)} />}
          <CopyLinkButton
            path={`/ladder/${track.id}`}
            onCopied={onLinkCopied}
            className={buttonClass('secondary', 'min-h-11')}
          />
          {track.is_public && (
            <ShareMenu
              path={`/ladder/${track.id}`}
              title={track.title}
              onShared={onLinkCopied}
              embedPath={`/embed/ladder/${track.id}`}
            />
          )}
          {isOwner && (
            <>
              <Link
                to={`/career-track/${track.industry_id}/update?career_track_id=${track.id}`}
                className={buttonClass('secondary')}
              >
                {t('tracks.ui.edit')}
              </Link>
              <Button variant="danger" onClick={() => setIsDeleting(true)}>
                {t('tracks.ui.delete')}
              </Button>
            </>
          )}
          {user && (
            <TrackMoreMenu
              items={[
                {
                  label: t('growth.ui.use_as_start'),
                  // The editor opens filled from this track; the copy exists once saved.
                  onSelect: () => void navigate(`/career-track/${track.industry_id}/create?from=${track.id}`),
                },
                ...(isOwner
                  ? []
                  : [
                      {
                        label: track.my_outdated_vote ? t('tracks.ui.vote_again') : t('tracks.ui.vote'),
                        onSelect: () => setIsVoting(true),
                      },
                      ...(onReport ? [{ label: t('safety_ui.report'), onSelect: onReport }] : []),
                    ]),
              ]}
            />
          )}
        </div>
        {user && <GapPanel trackId={track.id} isOpen={isGapOpen} onToggle={() => setIsGapOpen((open) => !open)} />}
      </article>

      <section aria-labelledby="ladder-title" className={`${CARD} space-y-3`}>
        <h2 id="ladder-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('tracks.ui.ladder')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tracks.ui.ladder_hint')}</p>
        <LadderChart track={track} />
      </section>

      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`category-${group.id}`} className={`${CARD} space-y-3`}>
          <h2 id={`category-${group.id}`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {group.name}{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              ({t('tracks.ui.skills_count', { count: group.rows.length })})
            </span>
          </h2>
          {group.rows.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('tracks.ui.no_skills')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {group.rows.map((row) => (
                <li key={row.skill_id} className="space-y-2 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex items-center gap-2">
                      <h3 className="font-semibold text-slate-900 dark:text-white">{row.skill_name}</h3>
                      {skillAction?.(row)}
                    </div>
                    <LevelScale level={row.desired_level} />
                  </div>
                  <dl className="grid gap-2 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="font-medium text-slate-600 dark:text-slate-400">{t('tracks.ui.what')}</dt>
                      <dd className="whitespace-pre-line text-slate-800 dark:text-slate-200">{row.what}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-slate-600 dark:text-slate-400">{t('tracks.ui.why')}</dt>
                      <dd className="whitespace-pre-line text-slate-800 dark:text-slate-200">{row.why}</dd>
                    </div>
                    {row.declared_objective && (
                      <div>
                        <dt className="font-medium text-slate-600 dark:text-slate-400">{t('tracks.ui.objective')}</dt>
                        <dd className="text-slate-800 dark:text-slate-200">{row.declared_objective}</dd>
                      </div>
                    )}
                    {row.declared_confidence !== null && (
                      <div>
                        <dt className="font-medium text-slate-600 dark:text-slate-400">{t('tracks.ui.confidence')}</dt>
                        <dd className="text-slate-800 dark:text-slate-200">
                          {t('tracks.ui.confidence_value', { value: row.declared_confidence })}
                        </dd>
                      </div>
                    )}
                  </dl>
                  {row.external_desc_urls.length > 0 && (
                    <ul aria-label={t('tracks.ui.links')} className="flex flex-wrap gap-2">
                      {row.external_desc_urls.map((url, index) => (
                        <li key={url}>
                          <a
                            href={url}
                            target="_blank"
                            rel="noopener noreferrer"
                            title={url}
                            hrefLang={row.external_desc_languages[index] ?? undefined}
                            className="text-sm text-brand-700 underline hover:no-underline dark:text-brand-300"
                          >
                            <LinkLanguage language={row.external_desc_languages[index] ?? null} />
                            {shortenUrl(url)}
                            <span className="sr-only"> {t('common.opens_new_tab')}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}

      {/* Mounted when opened: its form's check (zod) is not loaded with the track. */}
      {!isOwner && isVoting && <VoteOutdatedModal track={track} isOpen onClose={() => setIsVoting(false)} />}
      {isOwner && (
        <DeleteTrackModal
          trackId={isDeleting ? track.id : null}
          onClose={() => setIsDeleting(false)}
          onDeleted={() => void navigate('/my-career-tracks')}
        />
      )}
    </div>
  );
}

/** A link's language, before it ("EN"), said in full to a screen reader; nothing when not said. */
function LinkLanguage({ language }: { language: Language | null }) {
  const { t } = useTranslation();
  if (!language) return null;
  return (
    <span className="mr-1 rounded bg-slate-100 px-1 text-xs font-semibold text-slate-700 no-underline dark:bg-slate-800 dark:text-slate-200">
      <span aria-hidden="true">{t(`languages.short_${language}`)}</span>
      <span className="sr-only">{t('languages.link_in', { language: t(`languages.name_${language}`) })} </span>
    </span>
  );
}
