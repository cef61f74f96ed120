import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button/Button';
import { Faq } from '../../components/Faq/Faq';
import * as page from '../page.css';

/** /faq: the same six questions as the home page (the seed's filler replaced, PRODUCT.md section 3). */
export function FaqPage() {
  return (
    <div className={page.narrow}>
      <h1 className={page.title}>FAQ</h1>
      <p className={page.lead}>Answers to what learners ask us most.</p>
      <Faq headingLevel={2} />
      <p className={page.lead} style={{ marginTop: '2rem' }}>
        Did not find your answer?
      </p>
      <Link to="/contact" className={buttonClass()}>
        Get in touch
      </Link>
    </div>
  );
}
