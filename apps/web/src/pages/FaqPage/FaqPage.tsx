import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button/Button';
import { Faq } from '../../components/Faq/Faq';
import * as page from '../page.css';
import { SitePage } from '../SitePage';
import { useTranslation } from 'react-i18next';

/** /faq: the same six questions as the home page (the seed's filler replaced, PRODUCT.md section 3). */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <SitePage narrow title={t('faqPage.title')} lead={t('faqPage.lead')}>
      <Faq headingLevel={2} />
      <p className={page.lead} style={{ marginTop: '2rem' }}>
        {t('faqPage.notFound')}
      </p>
      <Link to="/contact" className={buttonClass()}>
        {t('common.getInTouch')}
      </Link>
    </SitePage>
  );
}
