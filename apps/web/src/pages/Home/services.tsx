import type { ReactNode } from 'react';
import { ChatIcon, ChecklistIcon, ClipboardIcon, HeadphonesIcon, MicIcon, PenIcon } from '../../components/Icons/Icons';

/** The services grid's six items, in the seed's order (seed 000 section 1). */
export interface Service {
  /** home.services.<id>.title and .text in the catalogues. */
  id: 'listening' | 'writing' | 'speaking' | 'writingAssessment' | 'speakingPractice' | 'mockTests';
  icon: ReactNode;
}

export const services: readonly Service[] = [
  { id: 'listening', icon: <HeadphonesIcon size={24} /> },
  { id: 'writing', icon: <PenIcon size={24} /> },
  { id: 'speaking', icon: <MicIcon size={24} /> },
  { id: 'writingAssessment', icon: <ClipboardIcon size={24} /> },
  { id: 'speakingPractice', icon: <ChatIcon size={24} /> },
  { id: 'mockTests', icon: <ChecklistIcon size={24} /> },
];
