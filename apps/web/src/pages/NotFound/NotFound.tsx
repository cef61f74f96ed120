import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../page.css';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={page.narrow}>
      <h1 className={page.title}>{t('notFound.title')}</h1>
      <p className={page.lead}>{t('notFound.lead')}</p>
      <Link to="/" className={buttonClass()}>
        {t('common.goHome')}
      </Link>
    </div>
  );
}
