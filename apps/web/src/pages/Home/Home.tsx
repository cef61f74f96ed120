import { Link } from 'react-router-dom';
import { useSettings } from '../../api/queries';
import { buttonClass } from '../../components/Button/Button';
import { Faq } from '../../components/Faq/Faq';
import { ArrowRightIcon, LogoMark, SparkIcon } from '../../components/Icons/Icons';
import { Leaderboard } from '../../components/Leaderboard/Leaderboard';
import { services } from './services';
import * as styles from './Home.css';
import { useTranslation } from 'react-i18next';

/** home.steps.<id> in the catalogues. */
const steps = ['mock', 'scored', 'improve'] as const;

/** The landing page, sections in the seed's order (seed 000 section 2.3). */
export function HomePage() {
  const { t } = useTranslation();
  const { brand } = useSettings();
  return (
    <>
      <section className={`${styles.section} ${styles.hero}`} aria-labelledby="hero-title">
        <Link to="/multi-level" className={styles.multiLevelBanner}>
          {t('home.banner')}
          <ArrowRightIcon size={16} />
        </Link>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('home.title')}
        </h1>
        <p className={styles.heroText}>
          {t('home.lead')}
        </p>
        <div className={styles.heroActions}>
          <Link to="/test" className={buttonClass({ size: 'lg' })}>
            {t('home.tryNow')}
            <ArrowRightIcon size={18} />
          </Link>
          <p className={styles.newFeature}>
            <span className={styles.newFeatureTag}>{t('home.newFeature')}</span>
            {t('home.newFeatureText')}
          </p>
        </div>
        <ul className={styles.services} aria-label={t('home.servicesLabel')}>
          {services.map((service) => (
            <li key={service.id} className={styles.service}>
              <span className={styles.serviceIcon}>{service.icon}</span>
              <h2 className={styles.serviceTitle}>{t(`home.services.${service.id}.title`)}</h2>
              <p className={styles.serviceText}>{t(`home.services.${service.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          {t('home.howTitle', { brand: brand.name })}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.serviceTitle}>{t(`home.steps.${step}.title`)}</h3>
              <p className={styles.serviceText}>{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-label={t('home.ceoLabel')}>
        <figure className={styles.quote}>
          <LogoMark size={56} />
          <blockquote className={styles.quoteText}>
            <p style={{ margin: 0 }}>{brand.ceoQuote}</p>
          </blockquote>
          <figcaption className={styles.quoteBy}>{t('home.ceoBy', { brand: brand.name })}</figcaption>
        </figure>
      </section>

      <div className={styles.section}>
        <Leaderboard />
      </div>

      <section className={styles.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          {t('home.faqTitle')}
        </h2>
        <Faq />
      </section>

      <section className={styles.section} aria-labelledby="still-title">
        <div className={styles.stillQuestions}>
          <SparkIcon size={28} />
          <h2 id="still-title" className={styles.stillTitle}>
            {t('home.stillTitle')}
          </h2>
          <p className={styles.stillText}>{t('home.stillText')}</p>
          <Link to="/contact" className={buttonClass()}>
            {t('home.getInTouch')}
          </Link>
        </div>
      </section>
    </>
  );
}
