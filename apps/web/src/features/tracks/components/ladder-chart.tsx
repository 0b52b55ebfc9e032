import type { CareerTrack, CareerTrackSummary } from '@ladder/shared/schemas/career-tracks';
import { Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTheme } from '../../../lib/theme';
import { truncate } from '../../../lib/truncate';

type Role = 'derived_from' | 'this' | 'next' | 'derived';
type TrackNode = Node<{ id: string; title: string; hasNext: boolean; role: Role }, 'track'>;

const NODE_WIDTH = 190;
const GAP = 30;
const ROW = 130;

const TONE: Record<Role, string> = {
  this: 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950',
  derived_from: 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
  next: 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  derived:
    'border-dashed border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100',
};

/** SPEC.md §9: a ladder node shows at most 22 characters; the whole title is its tooltip. */
function TrackNodeView({ data }: NodeProps<TrackNode>) {
  const { t } = useTranslation();
  const label = truncate(data.title, 22);
  const body = (
    <>
      <span className="block text-[0.65rem] font-semibold tracking-wide uppercase opacity-80">
        {t(
          data.role === 'this'
            ? 'tracks.ui.this_track'
            : data.role === 'next'
              ? 'tracks.ui.leads_to'
              : data.role === 'derived'
                ? 'tracks.ui.derived_tracks'
                : 'tracks.ui.derived_from',
        )}
      </span>
      <span className="flex items-center justify-center gap-1 text-sm font-semibold">
        {label}
        {data.hasNext && (
          <span
            aria-label={t('tracks.ui.has_next')}
            className="rounded bg-black/10 px-1 text-[0.65rem] dark:bg-white/15"
          >
            H
          </span>
        )}
      </span>
    </>
  );
  const className = `block w-[190px] rounded-xl border-2 px-3 py-2 text-center shadow-sm ${TONE[data.role]}`;
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className="!opacity-0" />
      {data.role === 'this' ? (
        <div className={className} title={data.title} aria-current="page">
          {body}
        </div>
      ) : (
        <Link
          to={`/ladder/${data.id}`}
          title={data.title}
          className={`${className} nodrag hover:ring-2 hover:ring-brand-400`}
        >
          {body}
        </Link>
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="!opacity-0" />
    </>
  );
}

const nodeTypes = { track: TrackNodeView };

function row(tracks: CareerTrackSummary[], y: number, role: Role): TrackNode[] {
  const width = tracks.length * NODE_WIDTH + (tracks.length - 1) * GAP;
  return tracks.map((track, index) => ({
    id: track.id,
    type: 'track',
    // Nodes are neither dragged nor selected, so xyflow would let clicks through to the pane.
    style: { pointerEvents: 'all' },
    position: { x: -width / 2 + index * (NODE_WIDTH + GAP), y },
    data: { id: track.id, title: track.title, hasNext: track.total_next > 0, role },
  }));
}

/**
 * The ladder (SPEC.md §2): the track it was derived from above, this track, and below it the
 * next tracks and the tracks derived from it. Every other node opens its track.
 */
export default function LadderChart({ track }: { track: CareerTrack }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { derived_from: from, next, derived } = track.ladder;
  const onlyDerived = derived.filter((d) => !next.some((n) => n.id === d.id));
  // Next and derived tracks share the lowest row, side by side.
  const lowest = row([...next, ...onlyDerived], ROW * 2, 'next').map((node, index) =>
    index < next.length ? node : { ...node, data: { ...node.data, role: 'derived' as const } },
  );
  const nodes: TrackNode[] = [
    ...(from ? row([from], 0, 'derived_from') : []),
    {
      id: track.id,
      type: 'track',
      style: { pointerEvents: 'all' },
      position: { x: -NODE_WIDTH / 2, y: ROW },
      data: { id: track.id, title: track.title, hasNext: track.next_career_tracks.length > 0, role: 'this' },
    },
    ...lowest,
  ];

  const stroke = theme === 'dark' ? '#94a3b8' : '#475569';
  const edge = (source: string, target: string, isDashed: boolean, label: string): Edge => ({
    id: `${source}-${target}`,
    source,
    target,
    ariaLabel: label,
    animated: !isDashed,
    style: { stroke, strokeWidth: 2, ...(isDashed ? { strokeDasharray: '6 4' } : {}) },
  });
  const edges: Edge[] = [
    ...(from ? [edge(from.id, track.id, true, `${from.title} → ${track.title}`)] : []),
    ...next.map((n) => edge(track.id, n.id, false, `${track.title} → ${n.title}`)),
    ...onlyDerived.map((d) => edge(track.id, d.id, true, `${track.title} → ${d.title}`)),
  ];

  return (
    <div className="h-[22rem] w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        colorMode={theme}
        style={{ backgroundColor: 'transparent' }}
        fitView
        fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        zoomOnScroll={false}
        preventScrolling={false}
        proOptions={{ hideAttribution: true }}
        aria-label={t('tracks.ui.ladder')}
      />
    </div>
  );
}
