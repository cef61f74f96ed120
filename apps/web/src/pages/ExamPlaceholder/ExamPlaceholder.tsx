import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../page.css';

/**
 * PLACEHOLDER until src/exam/routes and src/results/routes exist (another part of the work builds the exam runners and
 * result pages there): the route table already sends their addresses here, so links and navigations land somewhere.
 */
export function ExamPlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <div className={page.narrow} data-placeholder={pathname}>
      <h1 className={page.title}>Coming soon</h1>
      <p className={page.lead}>This screen is not available yet.</p>
      <Link to="/myResult" className={buttonClass()}>
        My Result
      </Link>
    </div>
  );
}
