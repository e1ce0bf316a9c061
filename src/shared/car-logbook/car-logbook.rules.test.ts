import { describe, expect, it } from 'vitest';
import { logbookContentDisposition, logbookCsvHeader, logbookFileName } from './car-logbook.rules';

describe('logbookFileName', () => {
  it('spells the car name in ASCII for the fallback and keeps its letters in the Unicode name', () => {
    expect(logbookFileName('Zażółć Gęślą Jaźń #7', 'pdf')).toEqual({
      ascii: 'Zazolc-Gesla-Jazn-7-logbook.pdf',
      unicode: 'Zażółć-Gęślą-Jaźń-#7-logbook.pdf',
    });
  });

  it('drops what a file name cannot hold and falls back to "logbook"', () => {
    expect(logbookFileName('../a/b "c"', 'csv').ascii).toBe('a-b-c-logbook.csv');
    expect(logbookFileName('ŁÓDŹ', 'csv').ascii).toBe('LODZ-logbook.csv');
    expect(logbookFileName('日本', 'csv')).toEqual({ ascii: 'logbook.csv', unicode: '日本-logbook.csv' });
  });
});

describe('logbookContentDisposition', () => {
  it('names the file twice: quoted ASCII and percent-encoded UTF-8', () => {
    expect(logbookContentDisposition('Łada (2)', 'pdf')).toBe(
      `attachment; filename="Lada-2-logbook.pdf"; filename*=UTF-8''%C5%81ada-%282%29-logbook.pdf`,
    );
  });
});

describe('the CSV header', () => {
  it('says the distance unit', () => {
    expect(logbookCsvHeader('km')).toContain('Distance (km)');
    expect(logbookCsvHeader('miles')).toEqual(['Date', 'Kind', 'Title', 'Details', 'Hours', 'Distance (mi)', 'By']);
  });
});
