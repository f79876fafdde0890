// The member's progress in a special as the special widget shows it (docs/widgets.md): calendars
// count the days the member took part in, the resolutions week the daily goals met. Other kinds
// (a plain page, Black Week) have no progress to count.

type CalendarDay = { state: 'past' | 'today' | 'locked'; reward: { my: { units: number } | null } | null };
type ResolutionDay = { when: 'past' | 'today' | 'future'; goal: unknown; met: boolean };

export type SpecialProgress = { unit: 'days' | 'goals'; done: number; of: number };

const list = <T>(value: unknown): T[] | null => (Array.isArray(value) ? (value as T[]) : null);

/** Progress of a special's `detail` (GET /api/specials/{slug} with a member); null when its kind counts none. */
export function specialProgress(kind: string, detail: Record<string, unknown>): SpecialProgress | null {
  if (kind === 'halloween' || kind === 'advent') {
    const days = list<CalendarDay>(kind === 'halloween' ? detail.days : detail.doors);
    if (!days) return null;
    const open = days.filter((d) => d.state !== 'locked' && d.reward);
    return { unit: 'days', done: open.filter((d) => (d.reward?.my?.units ?? 0) > 0).length, of: open.length };
  }
  if (kind === 'resolutions') {
    const days = list<ResolutionDay>(detail.days);
    if (!days) return null;
    const due = days.filter((d) => d.when !== 'future' && d.goal);
    return { unit: 'goals', done: due.filter((d) => d.met).length, of: due.length };
  }
  return null;
}

/** The bar's width, 0–100; a special with nothing to do yet shows an empty bar. */
export const progressPercent = (p: SpecialProgress) => (p.of === 0 ? 0 : Math.round((100 * p.done) / p.of));
