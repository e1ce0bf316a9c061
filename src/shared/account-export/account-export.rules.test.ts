import { describe, expect, it } from 'vitest';
import { accountExportFileName, archivedFilePath } from './account-export.rules';

describe('accountExportFileName', () => {
  it('writes the team name as a plain slug with the day', () => {
    expect(accountExportFileName('Apex Motorsport', '2026-11-28')).toBe('pitboard-apex-motorsport-2026-11-28.zip');
  });
  it('drops accents, punctuation and characters no file system keeps', () => {
    expect(accountExportFileName('  Équipe Rallye / "Ærø" #1 ', '2026-01-02')).toBe(
      'pitboard-equipe-rallye-r-1-2026-01-02.zip',
    );
  });
  it('names a team without ASCII letters "team", and keeps long names short', () => {
    expect(accountExportFileName('東京レーシング', '2026-01-02')).toBe('pitboard-team-2026-01-02.zip');
    expect(accountExportFileName('a'.repeat(200), '2026-01-02')).toBe(`pitboard-${'a'.repeat(60)}-2026-01-02.zip`);
  });
});

describe('archivedFilePath', () => {
  it('keeps the storage key under files/', () => {
    expect(archivedFilePath('team-1/cars/x.webp')).toBe('files/team-1/cars/x.webp');
  });
});
