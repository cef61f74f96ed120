import type { ParseKeys } from 'i18next';

/** The header's links in the seed's order; 'My Result' only for a logged-in learner. */
export interface NavItem {
  to: string;
  /** Catalogue key of the link text. */
  label: ParseKeys;
  /** Shown only when a token is stored. */
  loggedInOnly?: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: '/multi-level', label: 'header.multiLevel' },
  { to: '/test', label: 'header.ielts' },
  { to: '/myResult', label: 'header.myResult', loggedInOnly: true },
  { to: '/contact', label: 'header.contact' },
  { to: '/bonus', label: 'header.bonus' },
];
