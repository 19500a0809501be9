import { BarChart3, BookOpen, Clock, HeartHandshake, type LucideIcon, Sparkles } from 'lucide-react';

export interface TutorialStep {
  icon: LucideIcon;
  /** Its title and text in the catalogue: `onboarding:steps.<id>`. */
  id: 'welcome' | 'reading' | 'prayer' | 'requests' | 'progress';
  /** The dashboard element the step points at: its `data-tour` attribute (set by the dashboard). */
  target: string;
}

/** The five steps of the onboarding tutorial: a tour of the dashboard's cards. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { icon: Sparkles, id: 'welcome', target: 'welcome' },
  { icon: BookOpen, id: 'reading', target: 'log-reading' },
  { icon: Clock, id: 'prayer', target: 'log-prayer' },
  { icon: HeartHandshake, id: 'requests', target: 'prayer-requests' },
  { icon: BarChart3, id: 'progress', target: 'progress' },
];
