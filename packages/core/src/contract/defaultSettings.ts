import { defaultMaintenanceNotice } from './maintenanceNotice';
import type { PublicSettings } from './settings';

// Plain data in a module of its own, like the notice: the web app's first page reads it before the settings answer.

/** The results list's page size (seed 001 sections 3 and 9): the most one call returns, and what the site asks for. */
export const RESULTS_PAGE_SIZE = 150;

/**
 * The operator settings a fresh install starts with (PRODUCT.md section 1a): the server serves them until an admin
 * changes one, and the site shows them until the server's answer arrives. One copy, read by both apps.
 */
export const defaultPublicSettings: PublicSettings = {
  maintenance: defaultMaintenanceNotice,
  referral: { bonusExams: 1 },
  prices: { currency: 'uzs', multiLevel: { ai: 25_000, human: 50_000 } },
  limits: {
    ieltsDailyExams: 3,
    trialCount: 3,
    ieltsAttemptSeconds: 4 * 60 * 60,
    multiLevelResumeSeconds: 4 * 60 * 60,
    resultsPageSize: RESULTS_PAGE_SIZE,
  },
  brand: {
    name: 'Bandwise',
    logoUrl: '/media/brand/logo.svg',
    academyUrl: 'https://example.com/academy',
    botUrl: 'https://t.me/BandwiseBot',
    tutorialVideoUrl: '/media/brand/manual.mp4',
    ceoQuote: 'Welcome to Bandwise: practise the real exam format, get honest scores, and see exactly what to improve.',
    socialLinks: [],
  },
};
