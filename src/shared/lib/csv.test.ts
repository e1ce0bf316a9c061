import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV escaping', () => {
  it('leaves plain values alone', () => {
    expect(csvField('Ann Lee')).toBe('Ann Lee');
    expect(csvField(3)).toBe('3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvField('The "Flying" Finn')).toBe('"The ""Flying"" Finn"');
    expect(csvField('line1\nline2')).toBe('"line1\nline2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('$1,234.50')).toBe('"$1,234.50"');
  });
  it('defuses every value a spreadsheet would run as a formula, quoted (OWASP)', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('-2+cmd')).toBe('"\'-2+cmd"');
    // Digits and signs alone still calculate (+1+1 shows 2) and go through as text.
    expect(csvField('+1+1')).toBe('"\'+1+1"');
    expect(csvField('-1-1')).toBe('"\'-1-1"');
    expect(csvField('+1 (555) 010-2030')).toBe('"\'+1 (555) 010-2030"');
    expect(csvField('-42')).toBe('"\'-42"');
    expect(csvField('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvField('\t42')).toBe('"\'\t42"');
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvField('\r\n@cmd')).toBe('"\'\r\n@cmd"');
    // A pipe starts a DDE call in some spreadsheets: =cmd|' /C calc'!A0 without its =.
    expect(csvField("|cmd '/C calc'!A0")).toBe("\"'|cmd '/C calc'!A0\"");
    expect(csvField('|')).toBe('"\'|"');
  });
  it('leaves numbers the server computed and formula characters inside a value alone', () => {
    expect(csvField(-42)).toBe('-42');
    expect(csvField('A=B+C')).toBe('A=B+C');
    expect(csvField('(555) 010-1111')).toBe('(555) 010-1111');
  });
  it('quotes a semicolon, the separator of some locales, so no cell starts after it', () => {
    expect(csvField('x;=1+1')).toBe('"x;=1+1"');
  });
  it('joins rows with CRLF and ends with a line break', () => {
    expect(
      toCsv([
        ['Name', 'Email'],
        ['Lee, Ann', 'ann@example.com'],
      ]),
    ).toBe('Name,Email\r\n"Lee, Ann",ann@example.com\r\n');
  });
  it('keeps formula-like values as they are when asked, still quoting what needs it', () => {
    const keep = { formulas: 'keep' } as const;
    expect(csvField('=HYPERLINK("http://x")', keep)).toBe('"=HYPERLINK(""http://x"")"');
    expect(csvField('-42', keep)).toBe('-42');
    expect(csvField('+1 (555) 010-2030', keep)).toBe('+1 (555) 010-2030');
    expect(csvField('\t42', keep)).toBe('"\t42"');
    expect(toCsv([['@a', 'b,c']], keep)).toBe('@a,"b,c"\r\n');
  });
});
