import { log } from '../lib/lifecycle';
import type { Figures } from '../lib/load';
import { CPU_COLUMNS, cpuCells, LOAD_COLUMNS, loadCells, percentOf, printTable } from '../lib/report';

/** The feed benchmark's figures: what each run measured and the table it prints. */

export interface RunFigures extends Figures {
  name: string;
  /**
   * bare: the baseline; feed: compared with it; floor: the bare server after one `select 1`,
   * compared with it too; service-time: one connection, not a load figure; likes: PUTs of likes
   * whose paths come with the rotation.
   */
  kind: RunKind;
  /** Share of the measured feed requests whose page skeleton was in memory; null: not the cached API. */
  cacheHits: number | null;
  /** Posts read again from PostgreSQL into cached pages, per measured request (null: as above). */
  postReads: number | null;
}

export type RunKind = 'bare' | 'floor' | 'feed' | 'service-time' | 'likes';

export function printFigures(runs: RunFigures[]): void {
  // The faster of the two bare runs (first and last), so that a slow moment of the machine during
  // one of them cannot flatter the ratios.
  const bare = runs.filter((r) => r.kind === 'bare').sort((a, b) => b.rps - a.rps)[0];
  printTable(
    [...LOAD_COLUMNS, 'errors', 'vs bare', 'page hits', 'post reads/req', ...CPU_COLUMNS],
    runs.map((r) => [
      ...loadCells(r),
      String(r.errors),
      percentOf(r.rps, r.kind === 'feed' || r.kind === 'floor' ? bare?.rps : undefined),
      r.cacheHits === null ? '-' : `${(100 * r.cacheHits).toFixed(1)} %`,
      r.postReads === null ? '-' : r.postReads.toFixed(3),
      ...cpuCells(r),
    ]),
  );
  log();
  log('target: ≥ 25 % of bare, p99 < 50 ms; "vs bare" divides by the faster of the two bare runs');
  log(
    'page hits = requests whose page skeleton (ids and the viewer’s own part) was in memory; post reads/req = posts ' +
      'of such pages read again from PostgreSQL because a change evicted them (a like elsewhere), per request.',
  );
  log(
    'floor = the bare server answering after one `select 1` on its own pool (k), or two (l): what the least ' +
      'statements a request runs leave of the bare figure (an uncached page runs two: its session, then the page).',
  );
  log(
    'node CPU = this process (API + bare server + autocannon worker); pg CPU = the cluster processes; ' +
      'machine busy = all CPUs, including anything else running on the machine meanwhile.',
  );
}
