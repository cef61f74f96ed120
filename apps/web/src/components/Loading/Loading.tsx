import { Spinner } from '@bandwise/kit';
import * as page from '../../pages/page.css';

/** What stands in for a page's or a list's content while it loads: the kit's spinner, centred, named for what loads. */
export function Loading({ label }: { label: string }) {
  return (
    <div className={page.center}>
      <Spinner label={label} />
    </div>
  );
}
