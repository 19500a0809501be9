import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Celebration, CelebrationRegion } from '../../components/ui/celebration';
import { formatCount } from '../../components/ui/stat-card';
import { useGoal } from './use-goal';

/** How long the goal's celebration shows, like a log's. */
const SHOWN_MS = 3000;
const SEEN_KEY = 'lampstand:goal-milestone-seen';

function seen(): string | null {
  try {
    return window.localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

function markSeen(value: string) {
  try {
    window.localStorage.setItem(SEEN_KEY, value);
  } catch {
    // Storage refused (private mode): the celebration may show again, which is harmless.
  }
}

/**
 * The church's latest goal milestone, celebrated once on this browser at the next dashboard visit (the
 * notification tells it too): shown for SHOWN_MS, then remembered.
 */
export function GoalCelebration() {
  const { t } = useTranslation('goal');
  const { data: goal } = useGoal();
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const milestone = goal?.latestMilestone;
  const id = goal && milestone ? `${goal.id}:${milestone.metric}:${milestone.percent}` : null;
  useEffect(() => {
    if (!goal || !milestone || id === null || seen() === id) return;
    markSeen(id);
    const target = milestone.metric === 'chapters' ? goal.targetChapters : goal.targetMinutes;
    setCelebration({
      id,
      title: t('celebration.title'),
      message: t(
        milestone.percent >= 100
          ? `celebration.reached.${milestone.metric}`
          : `celebration.percent.${milestone.metric}`,
        {
          percent: milestone.percent,
          target: formatCount(target ?? 0),
        },
      ),
      icon: <PartyPopper className="h-7 w-7" />,
      tone: 'amber',
    });
    const timer = setTimeout(() => setCelebration(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [goal, milestone, id, t]);
  return <CelebrationRegion celebration={celebration} />;
}
