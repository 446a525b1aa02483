/**
 * Named players for the markets that need them (goalscorers, player points): a few per team,
 * drawn from name lists by the team's competitor id, so the same team always has the same squad.
 * Turkish leagues get Turkish names (docs/decisions/080-deeper-simulator-markets.md).
 */
export type Player = { urn: string; name: string };

const TR_FIRST =
  'Arda|Kerem|Emre|Barış|Oğuz|Yusuf|Cenk|Hakan|Mert|Burak|İrfan|Çağlar|Ozan|Selçuk|Uğur|Kaan|Efe|Semih|Ferdi|Salih|Yunus|Doğukan|Eren|İsmail'.split(
    '|',
  );
const TR_LAST =
  'Yılmaz|Kaya|Demir|Çelik|Şahin|Yıldız|Aydın|Öztürk|Arslan|Doğan|Kılıç|Aslan|Çetin|Kara|Koç|Kurt|Özdemir|Şimşek|Güler|Aktürk|Ünal|Bulut|Akgün|Gündoğdu'.split(
    '|',
  );
const INT_FIRST =
  'Lucas|Marco|Daniel|Jonas|Mateo|Leon|Noah|Adrian|Luka|Tomás|Victor|Julian|Oliver|Rafael|Diego|Felix|Hugo|Nikola|Samuel|Theo'.split(
    '|',
  );
const INT_LAST =
  'Silva|Müller|Rossi|García|Novak|Dubois|Jensen|Moreau|Fernández|Kovač|Bianchi|Schmidt|Costa|Petrović|Martínez|Larsen|Weber|Romero|Walker|Hughes'.split(
    '|',
  );

/** Football: each goal's scorer by these shares of the team's goals (the rest: anyone else). */
export const SCORER_SHARES = [0.26, 0.18, 0.13, 0.1, 0.08, 0.06];
/** Basketball: the three named players' shares of their team's points. */
export const POINT_SHARES = [0.22, 0.17, 0.14];

export function squad(competitorId: number, country: string, size: number): Player[] {
  const turkish = country === 'tr';
  const first = turkish ? TR_FIRST : INT_FIRST;
  const last = turkish ? TR_LAST : INT_LAST;
  return Array.from({ length: size }, (_, i) => {
    const a = (competitorId * 7 + i * 5) % first.length;
    const b = (competitorId * 3 + i * 11) % last.length;
    return { urn: `sr:player:${competitorId * 10 + i + 1}`, name: `${first[a]} ${last[b]}` };
  });
}

/** Squad size by sport: only football and basketball have player markets. */
export const SQUAD_SIZE: Record<string, number> = {
  soccer: SCORER_SHARES.length,
  basketball: POINT_SHARES.length,
};
