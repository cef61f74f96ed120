import { Link } from 'react-router-dom';
import { useSettings } from '../../api/queries';
import { buttonClass } from '../../components/Button/Button';
import { Faq } from '../../components/Faq/Faq';
import { ArrowRightIcon, LogoMark, SparkIcon } from '../../components/Icons/Icons';
import { Leaderboard } from '../../components/Leaderboard/Leaderboard';
import { services } from './services';
import * as styles from './Home.css';

const steps = [
  { title: 'Take a full mock', text: 'Listening, Reading, Speaking and Writing in the real order and under real timing.' },
  { title: 'Get scored at once', text: 'Listening and Reading are marked as you submit; Writing and Speaking are graded by AI.' },
  { title: 'Improve what matters', text: 'Band scores per criterion and comments on your own sentences show what to work on next.' },
];

/** The landing page, sections in the seed's order (seed 000 section 2.3). */
export function HomePage() {
  const { brand } = useSettings();
  return (
    <>
      <section className={`${styles.section} ${styles.hero}`} aria-labelledby="hero-title">
        <Link to="/multi-level" className={styles.multiLevelBanner}>
          CEFR Multi Level mock exams are here
          <ArrowRightIcon size={16} />
        </Link>
        <h1 id="hero-title" className={styles.heroTitle}>
          Know your band before exam day
        </h1>
        <p className={styles.heroText}>
          Take full mock exams and find out your IELTS and CEFR levels with AI: instant scores, criterion by criterion
          feedback and a clear plan for what to practise next.
        </p>
        <div className={styles.heroActions}>
          <Link to="/test" className={buttonClass({ size: 'lg' })}>
            Try now
            <ArrowRightIcon size={18} />
          </Link>
          <p className={styles.newFeature}>
            <span className={styles.newFeatureTag}>New feature</span>
            Your CEFR level can now be determined too.
          </p>
        </div>
        <ul className={styles.services} aria-label="Services">
          {services.map((service) => (
            <li key={service.title} className={styles.service}>
              <span className={styles.serviceIcon}>{service.icon}</span>
              <h2 className={styles.serviceTitle}>{service.title}</h2>
              <p className={styles.serviceText}>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How {brand.name} works
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.serviceTitle}>{step.title}</h3>
              <p className={styles.serviceText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-label="A word from our CEO">
        <figure className={styles.quote}>
          <LogoMark size={56} />
          <blockquote className={styles.quoteText}>
            <p style={{ margin: 0 }}>{brand.ceoQuote}</p>
          </blockquote>
          <figcaption className={styles.quoteBy}>CEO, {brand.name}</figcaption>
        </figure>
      </section>

      <div className={styles.section}>
        <Leaderboard />
      </div>

      <section className={styles.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <Faq />
      </section>

      <section className={styles.section} aria-labelledby="still-title">
        <div className={styles.stillQuestions}>
          <SparkIcon size={28} />
          <h2 id="still-title" className={styles.stillTitle}>
            Still have questions?
          </h2>
          <p className={styles.stillText}>Our team answers every message. Write to us and we will get back to you.</p>
          <Link to="/contact" className={buttonClass()}>
            Get in touch
          </Link>
        </div>
      </section>
    </>
  );
}
