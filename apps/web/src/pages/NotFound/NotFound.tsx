import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button/Button';
import { SitePage } from '../SitePage';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <SitePage narrow title={t('notFound.title')} lead={t('notFound.lead')}>
      <Link to="/" className={buttonClass()}>
        {t('common.goHome')}
      </Link>
    </SitePage>
  );
}
