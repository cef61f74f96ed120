import type { ReactNode, SVGProps } from 'react';

/** Decorative icons: hidden from screen readers; the control around each one carries the accessible name. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Svg({ size = 20, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    />
  );
}

/** The Bandwise mark (the favicon's two stacked bands). */
export function LogoMark({ size = 32, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...rest}>
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path d="M9 8h8a5 5 0 0 1 0 10H9zm0 8h9a5 5 0 0 1 0 10H9z" fill="none" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}

/** The fixed placeholder avatar of the profile button and the leaderboard rows. */
export function AvatarPlaceholder({ size = 40, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" {...rest}>
      <circle cx="20" cy="20" r="20" fill="#dbe4f5" />
      <circle cx="20" cy="15.5" r="7" fill="#1e3a8a" />
      <path d="M6.5 34a15 15 0 0 1 27 0A19.9 19.9 0 0 1 20 40a19.9 19.9 0 0 1-13.5-6z" fill="#1e3a8a" />
    </svg>
  );
}

/** An icon of the set: `shape` (its paths, circles and rects) drawn in the stroked 24-unit frame. */
function icon(shape: ReactNode) {
  return (p: IconProps) => <Svg {...p}>{shape}</Svg>;
}

export const BurgerIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const PlayIcon = icon(<><circle cx="12" cy="12" r="10" /><path d="M10 8.5v7l6-3.5z" fill="currentColor" /></>);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const MailIcon = icon(<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></>);
export const PhoneIcon = icon(<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />);
export const PinIcon = icon(<><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>);
export const HeadphonesIcon = icon(<><path d="M4 15v-3a8 8 0 0 1 16 0v3" /><rect x="3" y="14" width="4" height="6" rx="1.5" /><rect x="17" y="14" width="4" height="6" rx="1.5" /></>);
export const PenIcon = icon(<><path d="M4 20l4-1 11-11-3-3L5 16z" /><path d="M14 6l3 3" /></>);
export const MicIcon = icon(<><rect x="9" y="3" width="6" height="11" rx="3" /><path d="M5 11a7 7 0 0 0 14 0M12 18v3" /></>);
export const ChecklistIcon = icon(<path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />);
export const ChatIcon = icon(<path d="M4 5h16v11H9l-5 4z" />);
export const ClipboardIcon = icon(<><rect x="5" y="4" width="14" height="17" rx="2" /><path d="M9 4h6v3H9zM9 12h6M9 16h4" /></>);
export const SparkIcon = icon(<path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />);

export const TelegramIcon = icon(<><path d="M21 4L3 11l6 2 2 6 3-4 5 4z" /><path d="M9 13l8-6" /></>);
export const InstagramIcon = icon(<><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" /></>);
export const YoutubeIcon = icon(<><rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="M10 9v6l5-3z" fill="currentColor" /></>);
export const FacebookIcon = icon(<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />);
export const LinkIcon = icon(<><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" /><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" /></>);

/** A social network's icon by the link's label, a link icon for others. */
export function SocialIcon({ label, ...rest }: IconProps & { label: string }) {
  const key = label.toLowerCase();
  if (key.includes('telegram')) return <TelegramIcon {...rest} />;
  if (key.includes('instagram')) return <InstagramIcon {...rest} />;
  if (key.includes('youtube')) return <YoutubeIcon {...rest} />;
  if (key.includes('facebook')) return <FacebookIcon {...rest} />;
  return <LinkIcon {...rest} />;
}
