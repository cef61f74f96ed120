import { useSettings } from '../../api/queries';
import { SocialIcon, TelegramIcon } from '../../components/Icons/Icons';
import { defaultSocialLinks } from '../../config/site';
import * as styles from './Footer.css';
import { useTranslation } from 'react-i18next';

/** Social icons, the messaging (bot) link and the copyright line for 2025. */
export function Footer() {
  const { t } = useTranslation();
  const { brand } = useSettings();
  const socials = brand.socialLinks.length > 0 ? brand.socialLinks : defaultSocialLinks;
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <ul className={styles.socials} aria-label={t('footer.socials')}>
          {socials.map((link) => (
            <li key={link.url}>
              <a className={styles.iconLink} href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                <SocialIcon label={link.label} />
              </a>
            </li>
          ))}
        </ul>
        <a className={styles.messaging} href={brand.botUrl} target="_blank" rel="noopener noreferrer">
          <TelegramIcon />
          Telegram
        </a>
        <p className={styles.copyright}>© 2025 {brand.name}</p>
      </div>
    </footer>
  );
}
