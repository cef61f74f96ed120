import type { ReactNode } from 'react';
import { ChatIcon, ChecklistIcon, ClipboardIcon, HeadphonesIcon, MicIcon, PenIcon } from '../../components/Icons/Icons';

/** The services grid's six items, in the seed's order (seed 000 section 1). */
export interface Service {
  title: string;
  text: string;
  icon: ReactNode;
}

export const services: readonly Service[] = [
  { title: 'Listening', text: 'Professional, high-quality audio with transcripts.', icon: <HeadphonesIcon size={24} /> },
  { title: 'Writing', text: 'An in-depth review of every answer you write.', icon: <PenIcon size={24} /> },
  { title: 'Speaking', text: 'Speaking assistance with AI, question by question.', icon: <MicIcon size={24} /> },
  { title: 'Writing Assessment', text: 'An evaluation of your writing skills on every criterion.', icon: <ClipboardIcon size={24} /> },
  { title: 'Speaking Practice', text: 'Practice that builds your speaking skills.', icon: <ChatIcon size={24} /> },
  { title: 'Mock Tests', text: 'Practice with full mock exams under real timing.', icon: <ChecklistIcon size={24} /> },
];
