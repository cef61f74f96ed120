import { Link } from 'react-router-dom';
import { useRouteError } from './declarativeRoutes';
import { buttonClass } from '../components/Button/Button';
import * as page from '../pages/page.css';

/** A page that failed to load (a chunk gone after a new deploy, a render error): say so and offer a reload. */
export function RouteError() {
  // Unknown addresses have their own page (the '*' route): what lands here is a failure.
  console.error(useRouteError());
  return (
    <div className={page.narrow} role="alert">
      <h1 className={page.title}>Something went wrong</h1>
      <p className={page.lead}>Reload the page to try again.</p>
      <div className={page.actions}>
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClass({ tone: 'secondary' })} reloadDocument>
          Go home
        </Link>
      </div>
    </div>
  );
}
