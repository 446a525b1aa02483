import { ApiError } from '@/lib/api-client';
import { useContentPage } from '../../api/get-content-page';
import { StaticPageMenu } from '../static-page-menu/static-page-menu';
import { ContentArticle } from './content-article';
import { ContentError, ContentNotFound, ContentSkeleton } from './content-states';
import styles from './content-page.module.css';

/** An unknown id (404) or one the API rejects as malformed (400) is a missing page. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /pages/:id: the static page menu beside (desktop) or above (mobile) the page itself. */
export function ContentPageView({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isPending, refetch } = useContentPage(valid ? id : 0);

  let main;
  if (!valid || (error && isMissing(error))) main = <ContentNotFound />;
  else if (error) main = <ContentError onRetry={() => void refetch()} />;
  else if (isPending || !data) main = <ContentSkeleton />;
  else main = <ContentArticle page={data} />;

  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <StaticPageMenu />
      </aside>
      <div className={styles.main}>{main}</div>
    </div>
  );
}
