/** The header's links in the seed's order; 'My Result' only for a logged-in learner. */
export interface NavItem {
  to: string;
  label: string;
  /** Shown only when a token is stored. */
  loggedInOnly?: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: '/multi-level', label: 'MULTILEVEL' },
  { to: '/test', label: 'IELTS' },
  { to: '/myResult', label: 'My Result', loggedInOnly: true },
  { to: '/contact', label: 'Contact' },
  { to: '/bonus', label: 'Bonus' },
];
