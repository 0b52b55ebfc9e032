import { beforeAll } from 'vitest';
import { useTestApp } from './helper';
import { pickSkills, trackCalls, type SkillPick } from './factories';

/**
 * The app of a career-tracks test file (apart from track-bodies.ts, which the bench imports
 * outside Vitest): a plan limit of three tracks, the software-engineering skills picked once the
 * app is made, and the track calls. `ctx` and `pick` are filled in by the file's `beforeAll`.
 */
export function useTrackApp() {
  const ctx = useTestApp({ CAREER_TRACK_LIMIT: '3' });
  const pick: SkillPick = { industry_knowledge: [], tool_and_tech: [], interpersional: [], other: [] };
  beforeAll(async () => {
    Object.assign(pick, await pickSkills(ctx));
  });
  return { ctx, pick, ...trackCalls(() => ctx) };
}
