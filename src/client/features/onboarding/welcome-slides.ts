import { BookOpen, Clock, type LucideIcon, Sparkles, Users } from 'lucide-react';

export interface WelcomeSlide {
  icon: LucideIcon;
  /** Its title and text in the catalogue: `onboarding:slides.<id>`. */
  id: 'welcome' | 'read' | 'pray' | 'together';
}

/** The four slides of the welcome animation, each shown for 3 s. */
export const WELCOME_SLIDES: readonly WelcomeSlide[] = [
  { icon: Sparkles, id: 'welcome' },
  { icon: BookOpen, id: 'read' },
  { icon: Clock, id: 'pray' },
  { icon: Users, id: 'together' },
];
