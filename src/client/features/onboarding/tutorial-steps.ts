import { BarChart3, BookOpen, Clock, HeartHandshake, type LucideIcon, Sparkles } from 'lucide-react';

export interface TutorialStep {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The dashboard element the step points at: its `data-tour` attribute (set by the dashboard). */
  target: string;
}

/** The five steps of the onboarding tutorial: a tour of the dashboard's cards. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    icon: Sparkles,
    title: 'Welcome to your dashboard',
    target: 'welcome',
    text: 'This is where you log your reading and prayer and see how you are growing. This short tour takes under a minute.',
  },
  {
    icon: BookOpen,
    title: 'Log your Bible reading',
    target: 'log-reading',
    text: 'In the Log Bible Reading card, pick the day, choose a book, tap each chapter you read, then press Log Reading. You can log many chapters at once.',
  },
  {
    icon: Clock,
    title: 'Record your prayer time',
    target: 'log-prayer',
    text: 'In the Log Prayer Time card, enter how many minutes you prayed and add a note if you like. Every 7 chapters and every 60 minutes is celebrated.',
  },
  {
    icon: HeartHandshake,
    title: 'Keep your prayer requests',
    target: 'prayer-requests',
    text: 'Add requests to your Prayer Requests list and tick them off when they are answered. They are private: only you can see them.',
  },
  {
    icon: BarChart3,
    title: 'Watch your progress grow',
    target: 'progress',
    text: 'Your stat cards, streak badges and recent activity show your progress. Join a church from your profile to see your community’s totals too.',
  },
];
