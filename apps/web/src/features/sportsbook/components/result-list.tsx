import type { SportsResult } from '@lalebet/shared/sportsbook-results';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatFixtureTime } from '@/lib/format';
import { countryLabel } from '../lib/country';
import styles from './results.module.css';
import page from './sportsbook.module.css';

type League = { key: string; tournament: SportsResult['tournament']; results: SportsResult[] };

/** Results grouped by league, in the order the leagues first appear (the newest match first). */
export function groupResults(results: SportsResult[]): League[] {
  const groups = new Map<string, League>();
  for (const r of results) {
    const key = `${r.sport}/${r.tournament.id}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, tournament: r.tournament, results: [] }));
    g.results.push(r);
  }
  return [...groups.values()];
}

function ResultRow({ result }: { result: SportsResult }) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const { score } = result;
  const periods = score?.periods.map(([h, a]) => `${h}-${a}`).join(', ');
  return (
    <li className={styles.row}>
      <time className={styles.when} dateTime={result.startTime}>
        {formatFixtureTime(result.startTime, locale)}
      </time>
      <span className={styles.home}>{result.home}</span>
      {score ? (
        <span className={styles.score}>
          <span aria-hidden="true">
            {score.home} - {score.away}
          </span>
          <span className="visually-hidden">
            {t('results.scoreLabel', { home: score.home, away: score.away })}
          </span>
        </span>
      ) : (
        <span className={styles.void}>{t(`results.status.${result.status}`)}</span>
      )}
      <span className={styles.away}>{result.away}</span>
      <span className={styles.detail}>
        {score && <abbr title={t('results.fullTime')}>{t('results.fullTimeShort')}</abbr>}
        {periods && <span className={styles.periods}>({periods})</span>}
      </span>
    </li>
  );
}

/** The finished matches of a page, by league, each with its final score (or why it has none). */
export function ResultList({ results }: { results: SportsResult[] }) {
  const locale = useLocale();
  return groupResults(results).map((g) => {
    const id = `results-${g.key}`.replace(/[^\w-]/g, '-');
    return (
      <section key={g.key} className={page.league} aria-labelledby={id}>
        <h2 id={id} className={page.leagueTitle}>
          {g.tournament.country && (
            <span className={page.country}>{countryLabel(g.tournament.country, locale)}</span>
          )}
          {g.tournament.name}
        </h2>
        <ul className={styles.list}>
          {g.results.map((r) => (
            <ResultRow key={r.id} result={r} />
          ))}
        </ul>
      </section>
    );
  });
}
