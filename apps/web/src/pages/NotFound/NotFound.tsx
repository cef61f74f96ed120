import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../page.css';

export function NotFoundPage() {
  return (
    <div className={page.narrow}>
      <h1 className={page.title}>Page not found</h1>
      <p className={page.lead}>The address may be mistyped, or the page has moved.</p>
      <Link to="/" className={buttonClass()}>
        Go home
      </Link>
    </div>
  );
}
