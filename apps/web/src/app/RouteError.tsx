import { Link } from 'react-router-dom';
import { useRouteError } from './declarativeRoutes';
import { buttonClass } from '../components/Button/Button';
import * as page from '../pages/page.css';
import { useTranslation } from 'react-i18next';

/** A page that failed to load (a chunk gone after a new deploy, a render error): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  // Unknown addresses have their own page (the '*' route): what lands here is a failure.
  console.error(useRouteError());
  return (
    <div className={page.narrow} role="alert">
      <h1 className={page.title}>{t('routeError.title')}</h1>
      <p className={page.lead}>{t('routeError.lead')}</p>
      <div className={page.actions}>
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <Link to="/" className={buttonClass({ tone: 'secondary' })} reloadDocument>
          {t('common.goHome')}
        </Link>
      </div>
    </div>
  );
}
