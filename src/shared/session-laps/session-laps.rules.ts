import { formatLapTime } from '../events/lap-time.rules';
import { inputBounds } from '../lib/input-bounds';

/**
 * A session's laps: typing a lap time, the session's figures (best, average, consistency),
 * personal bests and reading a lap file (a plain CSV of lap number and time, or RaceChrono's
 * CSV v3 session export).
 *
 * A *flying* lap is one that is neither an out lap (leaving the pits) nor an in lap (returning
 * to them). Best, average and consistency count flying laps only, so a slow out lap never
 * spoils a session's figures; personal bests and track records too.
 */

export interface LapLike {
  lapNumber: number;
  lapMs: number;
  isOutLap: boolean;
  isInLap: boolean;
}

export const sessionLapMessages = {
  lapTime: 'Enter a lap time like 1:42.318, 1.42.318 or 102.318',
  lapTimeRange: 'A lap time must be more than 0 and under 60 minutes',
  lapNumber: 'Lap number must be a whole number from 1 to 10000',
  lapNumberTaken: (n: number) => `Lap ${n} is already recorded in this session`,
  idTaken: 'A lap with this id already exists',
  outAndIn: 'A lap cannot be both an out lap and an in lap',
  fileEmpty: 'The file has no laps',
  fileTooLarge: 'The file is too large (at most 10 MB)',
  replaceNeeded: (n: number) =>
    `This session already has ${n} ${n === 1 ? 'lap' : 'laps'}. Confirm to replace them with the file's laps.`,
  noGoodRows: 'No lap in the file could be imported',
} as const;

const clockPattern = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;
const secondsPattern = /^(\d{1,4})(?:[.,](\d{1,3}))?$/;
/** "1.42.318": minutes, seconds and thousandths, as a phone's number keypad (no colon) types them. */
const keypadPattern = /^(\d{1,2})[.,](\d{2})[.,](\d{1,3})$/;

/**
 * Reads a lap time typed or found in a file into milliseconds: "1:42.318" (m:ss.fff),
 * "1:02:03.5" (h:mm:ss.f), "102.318" (seconds) or "1.42.318" (m.ss.fff, typed on a number
 * keypad, which has no colon). A comma may stand for the point (a phone's keypad in some
 * languages). Null when the text is not a lap time or is 0 or an hour or more.
 */
export function parseLapTimeText(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const fraction = (digits: string | undefined) => (digits === undefined ? 0 : Number(digits.padEnd(3, '0')));
  let ms: number;
  const keypad = keypadPattern.exec(value);
  const clock = clockPattern.exec(keypad ? `${keypad[1]}:${keypad[2]}.${keypad[3]}` : value);
  if (clock) {
    const [, h, m, s, f] = clock;
    const minutes = Number(m);
    const seconds = Number(s);
    if (seconds > 59 || (h !== undefined && minutes > 59)) return null;
    ms = Number(h ?? 0) * 3_600_000 + minutes * 60_000 + seconds * 1000 + fraction(f);
  } else {
    const plain = secondsPattern.exec(value);
    if (!plain) return null;
    ms = Number(plain[1]) * 1000 + fraction(plain[2]);
  }
  return isLapMsInRange(ms) ? ms : null;
}

export function isLapMsInRange(ms: number): boolean {
  return Number.isInteger(ms) && ms >= inputBounds.sessionLapMs.min && ms <= inputBounds.sessionLapMs.max;
}

export function isLapNumberInRange(n: number): boolean {
  return Number.isInteger(n) && n >= inputBounds.lapNumber.min && n <= inputBounds.lapNumber.max;
}

export function isFlyingLap(lap: Pick<LapLike, 'isOutLap' | 'isInLap'>): boolean {
  return !lap.isOutLap && !lap.isInLap;
}

/** The number the next lap typed gets: one more than the highest, 1 for the first. */
export function nextLapNumber(laps: readonly Pick<LapLike, 'lapNumber'>[]): number {
  return laps.reduce((max, lap) => Math.max(max, lap.lapNumber), 0) + 1;
}

export interface LapSummary {
  lapCount: number;
  flyingLapCount: number;
  /** The fastest flying lap; null without one. A tie goes to the earlier lap. */
  bestLapMs: number | null;
  bestLapNumber: number | null;
  /** The mean of the flying laps, rounded to the millisecond. */
  averageLapMs: number | null;
  /**
   * Consistency: the standard deviation of the flying laps (population, rounded to the
   * millisecond): how far a typical flying lap is from the average. Lower is more consistent;
   * null with fewer than two flying laps.
   */
  consistencyMs: number | null;
}

export function summarizeLaps(laps: readonly LapLike[]): LapSummary {
  const flying = laps.filter(isFlyingLap);
  let best: LapLike | null = null;
  for (const lap of flying) {
    if (!best || lap.lapMs < best.lapMs || (lap.lapMs === best.lapMs && lap.lapNumber < best.lapNumber)) best = lap;
  }
  const mean = flying.length > 0 ? flying.reduce((sum, lap) => sum + lap.lapMs, 0) / flying.length : null;
  const deviation =
    mean !== null && flying.length >= 2
      ? Math.sqrt(flying.reduce((sum, lap) => sum + (lap.lapMs - mean) ** 2, 0) / flying.length)
      : null;
  return {
    lapCount: laps.length,
    flyingLapCount: flying.length,
    bestLapMs: best?.lapMs ?? null,
    bestLapNumber: best?.lapNumber ?? null,
    averageLapMs: mean === null ? null : Math.round(mean),
    consistencyMs: deviation === null ? null : Math.round(deviation),
  };
}

/** "± 0.412 s" for a consistency of 412 ms. */
export function formatConsistency(ms: number): string {
  return `± ${(ms / 1000).toFixed(3)} s`;
}

/** A lap time for people, or a dash. */
export function lapTimeLabel(ms: number | null): string {
  return ms === null ? '—' : formatLapTime(ms);
}

/**
 * A session's best sets a personal best when it beats the best of every earlier lap of the same
 * driver (or car) at the track. Without an earlier lap there is nothing to beat: no badge.
 */
export function isPersonalBest(sessionBestMs: number | null, previousBestMs: number | null): boolean {
  return sessionBestMs !== null && previousBestMs !== null && sessionBestMs < previousBestMs;
}

// ---------------------------------------------------------------------------------------------
// Lap files

export type LapFileFormat = 'plain' | 'racechrono';

export interface FileLap {
  /** The file's line the lap comes from (1-based). */
  row: number;
  lapNumber: number;
  lapMs: number;
}

export interface RefusedRow {
  row: number;
  reason: string;
}

export interface ReadLapFile {
  format: LapFileFormat;
  laps: FileLap[];
  refused: RefusedRow[];
}

/** The most characters a lap file may have. */
export const maxLapFileChars = 10_000_000;

interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records with the line each starts on: quoted cells may hold commas, doubled quotes
 * and line breaks; a byte-order mark is skipped; blank lines are dropped.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]?.trim() === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) end();
  return records;
}

const norm = (cell: string | undefined) => (cell ?? '').trim().toLowerCase();

/** A RaceChrono export starts with its banner ("This file is created using RaceChrono …"). */
function isRaceChrono(records: CsvRecord[]): boolean {
  const first = records[0]?.cells.join(',') ?? '';
  return /racechrono/i.test(first) && records.slice(0, 15).some((r) => norm(r.cells[0]) === 'format');
}

/** Which file it is: RaceChrono's export by its banner, anything else as a plain CSV. */
export function detectLapFileFormat(text: string): LapFileFormat {
  return isRaceChrono(readCsvRecords(text.slice(0, 4000))) ? 'racechrono' : 'plain';
}

export function readLapFile(text: string): ReadLapFile {
  const records = readCsvRecords(text);
  return isRaceChrono(records) ? readRaceChrono(records) : readPlainLaps(records);
}

const lapColumnNames = ['lap', 'lap number', 'lap #', 'lap no', 'lap no.', 'lap_number', '#'];
const timeColumnNames = ['time', 'lap time', 'laptime', 'lap_time', 'lap time (s)'];

/**
 * A plain CSV: one lap a row, its number then its time ("1,1:42.318" or "1,102.318"). A first
 * row naming the columns (e.g. "Lap,Lap time") is a header and may put them in any order; other
 * columns are ignored. Each bad row is refused with its reason; the others are read.
 */
export function readPlainLaps(records: CsvRecord[]): ReadLapFile {
  let lapColumn = 0;
  let timeColumn = 1;
  let data = records;
  const header = records[0];
  if (header && parseLapTimeText(header.cells[1]) === null && !/^\d+$/.test((header.cells[0] ?? '').trim())) {
    const names = header.cells.map(norm);
    const lap = names.findIndex((n) => lapColumnNames.includes(n));
    const time = names.findIndex((n) => timeColumnNames.includes(n));
    if (lap >= 0) lapColumn = lap;
    if (time >= 0) timeColumn = time;
    data = records.slice(1);
  }
  return {
    format: 'plain',
    ...checkRows(data.map((r) => ({ line: r.line, lap: r.cells[lapColumn], time: r.cells[timeColumn] }))),
  };
}

function checkRows(rows: { line: number; lap: string | undefined; time: string | undefined }[]) {
  const laps: FileLap[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Set<number>();
  for (const { line, lap, time } of rows) {
    const lapText = (lap ?? '').trim();
    const lapNumber = /^\d+$/.test(lapText) ? Number(lapText) : NaN;
    const lapMs = parseLapTimeText(time);
    if (!isLapNumberInRange(lapNumber)) refused.push({ row: line, reason: sessionLapMessages.lapNumber });
    else if ((time ?? '').trim() === '') refused.push({ row: line, reason: 'The lap time is missing' });
    else if (lapMs === null)
      refused.push({ row: line, reason: `"${(time ?? '').trim().slice(0, 40)}" is not a lap time (like 1:42.318)` });
    else if (seen.has(lapNumber)) refused.push({ row: line, reason: `Lap ${lapNumber} appears more than once` });
    else {
      seen.add(lapNumber);
      laps.push({ row: line, lapNumber, lapMs });
    }
  }
  return { laps, refused };
}

/**
 * RaceChrono's CSV v3 session export (RaceChrono and RaceChrono Pro, "Export → CSV v3";
 * https://racechrono.com/support/file-formats). Its layout:
 *
 *   This file is created using RaceChrono Pro v10.1.3 ( http://racechrono.com/ ).
 *   Format,3
 *   Session title,"Saturday practice"
 *   Track name,"Road Atlanta"            (more Key,Value lines; a blank line ends them)
 *
 *   timestamp,fragment_id,lap_number,elapsed_time,distance_traveled,…   (header)
 *   unix time,,,s,m,…                                                   (units)
 *   ,,,,calc,…                                                          (sources)
 *   1717248000.000,0,,0.000,0,…                                         (samples)
 *
 * It holds samples, not laps: each sample has its unix `timestamp` (seconds) and the
 * `lap_number` being driven (blank before the first start/finish crossing). A lap's time is the
 * time from the first sample of its number to the first sample of the next number; the last
 * lap, which no crossing ends, is left out. Samples before the first crossing are the out lap
 * and make no lap. Times are as precise as the sampling (RaceChrono records 10 to 25 Hz).
 * A sample whose timestamp or lap number cannot be read is refused with its line.
 */
export function readRaceChrono(records: CsvRecord[]): ReadLapFile {
  const headerIndex = records.findIndex((r) => norm(r.cells[0]) === 'timestamp');
  const refused: RefusedRow[] = [];
  if (headerIndex < 0) {
    return {
      format: 'racechrono',
      laps: [],
      refused: [{ row: 1, reason: 'No "timestamp" header row: export the session as CSV v3' }],
    };
  }
  const names = (records[headerIndex]?.cells ?? []).map(norm);
  const timeColumn = 0;
  const lapColumn = names.indexOf('lap_number');
  if (lapColumn < 0) {
    return {
      format: 'racechrono',
      laps: [],
      refused: [
        { row: records[headerIndex]?.line ?? 1, reason: 'No "lap_number" column: export the session as CSV v3' },
      ],
    };
  }
  /** The first sample of each lap number, in the order driven. */
  const starts: { lapNumber: number; at: number; line: number }[] = [];
  let lastAt = -Infinity;
  for (const record of records.slice(headerIndex + 1)) {
    const first = (record.cells[timeColumn] ?? '').trim();
    const at = Number(first);
    if (first === '' || !Number.isFinite(at)) {
      // The units and sources rows under the header are not samples.
      if (starts.length === 0 && lastAt === -Infinity && !/^-?\d/.test(first)) continue;
      refused.push({ row: record.line, reason: `The timestamp "${first.slice(0, 40)}" is not a number` });
      continue;
    }
    if (at < lastAt) {
      refused.push({ row: record.line, reason: 'The timestamp is earlier than the sample before it' });
      continue;
    }
    const lapText = (record.cells[lapColumn] ?? '').trim();
    if (lapText === '') {
      lastAt = at;
      continue;
    }
    const lapNumber = Number(lapText);
    if (!isLapNumberInRange(lapNumber)) {
      refused.push({ row: record.line, reason: sessionLapMessages.lapNumber });
      continue;
    }
    const current = starts[starts.length - 1];
    if (current && lapNumber < current.lapNumber) {
      refused.push({ row: record.line, reason: `Lap ${lapNumber} comes after lap ${current.lapNumber}` });
      continue;
    }
    lastAt = at;
    if (!current || lapNumber !== current.lapNumber) starts.push({ lapNumber, at, line: record.line });
  }
  const laps: FileLap[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const start = starts[i];
    const next = starts[i + 1];
    if (!start || !next) continue;
    const lapMs = Math.round((next.at - start.at) * 1000);
    if (!isLapMsInRange(lapMs)) refused.push({ row: start.line, reason: sessionLapMessages.lapTimeRange });
    else laps.push({ row: start.line, lapNumber: start.lapNumber, lapMs });
  }
  return { format: 'racechrono', laps, refused };
}
