import { describe, expect, it } from 'vitest';
import { MAIN_MARKET, marketGroup, marketName, outcomeName } from './markets.ts';

const teams = { home: 'Galatasaray', away: 'Fenerbahçe' };

describe('market descriptions', () => {
  it('names markets in Turkish with a decimal comma and in English with a point', () => {
    expect(marketName(1, '', 'tr', teams)).toBe('Maç Sonucu');
    expect(marketName(18, 'total=2.5', 'tr', teams)).toBe('Alt/Üst 2,5');
    expect(marketName(18, 'total=2.25', 'en', teams)).toBe('Total 2.25');
    expect(marketName(16, 'hcp=-0.25', 'tr', teams)).toBe('Asya Handikap (-0,25)');
    expect(marketName(16, 'hcp=0.5', 'en', teams)).toBe('Asian handicap (+0.5)');
    expect(marketName(14, 'hcp=0:1', 'tr', teams)).toBe('Handikap (0:1)');
    expect(marketName(8, 'goalnr=3', 'tr', teams)).toBe('Sıradaki Gol (3. gol)');
    expect(marketName(166, 'total=9.5', 'tr', teams)).toBe('Toplam Korner 9,5');
    expect(marketName(219, '', 'tr', teams)).toBe('Maç Sonucu (Uzatmalar Dahil)');
    expect(marketName(330, 'mapnr=2', 'tr', teams)).toBe('2. Harita Kazananı');
    expect(marketName(330, 'mapnr=2', 'en', teams)).toBe('Map 2 - winner');
    expect(marketName(10, '', 'tr', teams)).toBe('Çifte Şans');
    expect(marketName(11, '', 'tr', teams)).toBe('Beraberlikte İade');
    expect(marketName(47, '', 'tr', teams)).toBe('İlk Yarı/Maç Sonucu');
    expect(marketName(193, '', 'tr', teams)).toBe('Set Bahsi');
    expect(marketName(187, 'hcp=-2.5', 'tr', teams)).toBe('Oyun Handikapı (-2,5)');
  });

  it('names outcomes with team names and handicaps from each side', () => {
    expect(['1', '2', '3'].map((o) => outcomeName(1, '', o, 'tr', teams))).toEqual(['1', 'X', '2']);
    expect(outcomeName(18, 'total=2.5', '12', 'tr', teams)).toBe('Üst');
    expect(outcomeName(18, 'total=2.5', '13', 'en', teams)).toBe('Under');
    expect(outcomeName(29, '', '74', 'tr', teams)).toBe('Var');
    expect(outcomeName(29, '', '76', 'tr', teams)).toBe('Yok');
    expect(outcomeName(16, 'hcp=-0.5', '1714', 'tr', teams)).toBe('Galatasaray (-0,5)');
    expect(outcomeName(16, 'hcp=-0.5', '1715', 'tr', teams)).toBe('Fenerbahçe (+0,5)');
    expect(outcomeName(16, 'hcp=0', '1715', 'en', teams)).toBe('Fenerbahçe (0)');
    expect(outcomeName(11, '', '5', 'en', teams)).toBe('Fenerbahçe');
    expect(outcomeName(8, 'goalnr=1', '7', 'tr', teams)).toBe('Gol Yok');
    expect(outcomeName(47, '', '418', 'tr', teams)).toBe('1/1');
    expect(outcomeName(47, '', '424', 'tr', teams)).toBe('X/1');
    expect(outcomeName(47, '', '434', 'tr', teams)).toBe('2/2');
    expect(outcomeName(41, '', '2:1', 'tr', teams)).toBe('2-1');
    expect(outcomeName(41, '', 'other', 'tr', teams)).toBe('Diğer');
    expect(outcomeName(534, '', 'sr:competitor:3', 'tr', teams)).toBe('');
    expect(outcomeName(999, '', '1', 'tr', teams)).toBe('');
  });

  it('names the deeper markets: combinations, players by the fixture, quarters, maps', () => {
    const names = (urn: string) => (urn === 'sr:player:11' ? 'Arda Yılmaz' : undefined);
    const withPlayers = { ...teams, names };
    expect(marketName(921, 'player=sr:player:11|total=18.5', 'tr', withPlayers)).toBe(
      'Arda Yılmaz Sayı Alt/Üst 18,5',
    );
    expect(marketName(921, 'player=sr:player:11|total=18.5', 'en', withPlayers)).toBe(
      'Arda Yılmaz points (incl. overtime) 18.5',
    );
    expect(marketName(37, 'total=2.5', 'tr', teams)).toBe('Maç Sonucu ve Alt/Üst 2,5');
    expect(outcomeName(37, 'total=2.5', '796', 'tr', teams)).toBe('1 ve Üst');
    expect(outcomeName(546, '', '1722', 'en', teams)).toBe('X2 & Yes');
    expect(marketName(40, '', 'tr', teams)).toBe('Maçta Gol Atan Oyuncu');
    expect(outcomeName(40, '', '1716', 'tr', teams)).toBe('Gol Yok');
    expect(outcomeName(40, '', 'sr:player:11', 'tr', teams)).toBe('');
    expect(marketName(169, 'total=4.5', 'tr', teams)).toBe('Galatasaray Korner Alt/Üst 4,5');
    expect(marketName(236, 'quarternr=3|total=41.5', 'tr', teams)).toBe('3. Çeyrek Alt/Üst 41,5');
    expect(marketName(1332, 'mapnr=2', 'tr', teams)).toBe('2. Harita İlk Kan');
    expect(marketName(204, 'setnr=1|total=9.5', 'en', teams)).toBe('1. set - total games 9.5');
    expect(outcomeName(199, '', '2:1', 'tr', teams)).toBe('2-1');
    expect([marketGroup(40), marketGroup(139), marketGroup(35), marketGroup(235)]).toEqual([
      'players',
      'cards',
      'combos',
      'quarters',
    ]);
  });

  it('groups markets into the event page tabs and names a main market per sport', () => {
    expect(marketGroup(18)).toBe('goals');
    expect(marketGroup(60)).toBe('halves');
    expect(marketGroup(41)).toBe('score');
    expect(marketGroup(330)).toBe('maps');
    expect(marketGroup(12345)).toBe('other');
    expect(MAIN_MARKET.soccer).toEqual({ id: 1, specifiers: '' });
    expect(MAIN_MARKET.basketball.id).toBe(219);
  });
});
