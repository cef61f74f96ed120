import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../api/client';
import { useSettings } from '../../api/queries';
import { useToken } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { BurgerIcon, CloseIcon, LogoMark } from '../../components/Icons/Icons';
import { scrollUpOneScreen } from '../../lib/scroll';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu';
import { LocaleSwitch } from '../LocaleSwitch/LocaleSwitch';
import { navItems } from './navItems';
import * as styles from './Header.css';

interface NavListProps {
  loggedIn: boolean;
  academyUrl: string;
  className: string;
  onNavigate: () => void;
  onManual: () => void;
}

function NavList({ loggedIn, academyUrl, className, onNavigate, onManual }: NavListProps) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {navItems
        .filter((item) => loggedIn || !item.loggedInOnly)
        .map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.navLink} onClick={onNavigate}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      <li>
        <button type="button" className={styles.navLink} onClick={onManual} aria-haspopup="dialog">
          {t('header.manual')}
        </button>
      </li>
      <li>
        <a className={styles.navLink} href={academyUrl} target="_blank" rel="noopener noreferrer">
          {t('header.academy')}
        </a>
      </li>
    </ul>
  );
}

/**
 * The operator's logo (the brand setting; the shipped one is the same mark as this file's), drawn inline while the
 * settings load or when the file does not load, so the header never shows a broken image.
 */
function BrandLogo({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <LogoMark />;
  return <img src={mediaUrl(url)} alt="" width={32} height={32} className={styles.logoImage} onError={() => setFailed(url)} />;
}

/** The Manual video's modal (and the dialog code under it) loads on the first click: the home page never needs it. */
const ManualModal = lazy(() => import('../ManualModal/ManualModal').then((m) => ({ default: m.ManualModal })));

/**
 * The fixed top header: logo, links, Manual, academy link, the language switch, Login or the profile button; below
 * 1024 px a burger menu holds the links and the language switch.
 */
export function Header() {
  const { t } = useTranslation();
  const token = useToken();
  const { brand } = useSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps its animation and focus return.
  const [manualUsed, setManualUsed] = useState(false);
  const menuId = useId();
  const loggedIn = token !== null;

  const navigate = () => {
    setMenuOpen(false);
    scrollUpOneScreen();
  };
  const openManual = () => {
    setMenuOpen(false);
    setManualUsed(true);
    setManualOpen(true);
  };
  // The bar and the burger menu show the same links, each list with its own layout.
  const navProps = { loggedIn, academyUrl: brand.academyUrl, onNavigate: navigate, onManual: openManual };

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} onClick={navigate} aria-label={t('header.home', { brand: brand.name })}>
          <BrandLogo url={brand.logoUrl} />
          <span aria-hidden="true">{brand.name}</span>
        </Link>
        <nav className={styles.desktopNav} aria-label={t('header.mainNav')}>
          <NavList {...navProps} className={styles.navList} />
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopLocale}>
            <LocaleSwitch />
          </div>
          {loggedIn ? (
            <ProfileMenu />
          ) : (
            <Link to="/login" className={buttonClass({ size: 'sm' })} onClick={navigate}>
              {t('header.login')}
            </Link>
          )}
          <button
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <BurgerIcon />}
          </button>
        </div>
      </div>
      <nav id={menuId} className={styles.mobileNav} aria-label={t('header.mobileNav')} hidden={!menuOpen}>
        <NavList {...navProps} className={styles.mobileList} />
        <LocaleSwitch />
      </nav>
      {manualUsed && (
        <Suspense fallback={null}>
          <ManualModal open={manualOpen} onOpenChange={setManualOpen} videoUrl={brand.tutorialVideoUrl} />
        </Suspense>
      )}
    </header>
  );
}
