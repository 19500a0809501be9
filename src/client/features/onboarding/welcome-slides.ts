import { BookOpen, Clock, type LucideIcon, Sparkles, Users } from 'lucide-react';

export interface WelcomeSlide {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The four slides of the welcome animation, each shown for 3 s. */
export const WELCOME_SLIDES: readonly WelcomeSlide[] = [
  {
    icon: Sparkles,
    title: 'Welcome to Lampstand',
    text: 'A quiet place to keep track of your time in the Word and in prayer.',
  },
  {
    icon: BookOpen,
    title: 'Read the Word',
    text: 'Log every chapter you read, book by book, and watch your journey through the Bible grow.',
  },
  {
    icon: Clock,
    title: 'Pray faithfully',
    text: 'Record your minutes of prayer and keep a private list of requests to see how God answers.',
  },
  {
    icon: Users,
    title: 'Grow together',
    text: 'Join your church and see your whole community’s chapters and prayer add up, week by week.',
  },
];
