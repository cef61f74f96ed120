import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '../components/Button/Button';
import * as page from '../pages/page.css';

/** A page that failed to load (a chunk gone after a new deploy, a render error): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className={page.narrow} role="alert">
      <h1 className={page.title}>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className={page.lead}>{notFound ? 'The address may be mistyped.' : 'Reload the page to try again.'}</p>
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
