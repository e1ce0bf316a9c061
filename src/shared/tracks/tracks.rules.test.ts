import { describe, expect, it } from 'vitest';
import { trackInputSchema, trackMessages } from './tracks.contract';
import { formatTrackLength } from './tracks.rules';

describe('formatTrackLength', () => {
  it('shows miles, or km when the user prefers metric', () => {
    expect(formatTrackLength(2.238, false)).toBe('2.238 miles');
    expect(formatTrackLength(2.238, true)).toBe('3.602 km');
    expect(formatTrackLength(3.5, false)).toBe('3.5 miles');
    expect(formatTrackLength(0, true)).toBe('0 km');
  });

  it('has nothing to show for an unset length', () => {
    expect(formatTrackLength(null, false)).toBeNull();
    expect(formatTrackLength(undefined, true)).toBeNull();
  });
});

describe('track form rules', () => {
  const valid = {
    name: 'Laguna Seca',
    location: 'Monterey, CA',
    length: 2.238,
    type: 'Road Course',
    description: '',
    imageUrl: '',
  };

  it('saves blanks as null and trims text', () => {
    const parsed = trackInputSchema.parse({
      ...valid,
      name: '  Laguna Seca ',
      length: '',
      type: '',
      description: '  ',
    });
    expect(parsed).toEqual({
      name: 'Laguna Seca',
      location: 'Monterey, CA',
      length: null,
      type: null,
      description: null,
      imageUrl: null,
    });
  });

  it('requires name and location', () => {
    const result = trackInputSchema.safeParse({ ...valid, name: ' ', location: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['name', trackMessages.nameRequired],
      ['location', trackMessages.locationRequired],
    ]);
  });

  it('accepts a length of at least 0 in steps of 0.001', () => {
    expect(trackInputSchema.safeParse({ ...valid, length: 0 }).success).toBe(true);
    expect(trackInputSchema.safeParse({ ...valid, length: 4.001 }).success).toBe(true);
    expect(trackInputSchema.safeParse({ ...valid, length: -0.001 }).error?.issues[0]?.message).toBe(
      trackMessages.lengthMin,
    );
    expect(trackInputSchema.safeParse({ ...valid, length: 1.0005 }).error?.issues[0]?.message).toBe(
      trackMessages.lengthStep,
    );
    expect(trackInputSchema.safeParse({ ...valid, length: 'long' }).success).toBe(false);
  });

  it('accepts only the six track types', () => {
    for (const type of ['Road Course', 'Oval', 'Street Circuit', 'Drag Strip', 'Autocross', 'Hill Climb']) {
      expect(trackInputSchema.safeParse({ ...valid, type }).success).toBe(true);
    }
    expect(trackInputSchema.safeParse({ ...valid, type: 'Rally Stage' }).error?.issues[0]?.message).toBe(
      trackMessages.typeInvalid,
    );
  });

  it('needs an http(s) URL for the image', () => {
    expect(trackInputSchema.safeParse({ ...valid, imageUrl: 'https://example.com/track.jpg' }).success).toBe(true);
    expect(trackInputSchema.safeParse({ ...valid, imageUrl: 'http://example.com/a.png' }).success).toBe(true);
    for (const bad of ['not a url', 'javascript:alert(1)', 'ftp://example.com/a.png', 'example.com/a.png']) {
      expect(trackInputSchema.safeParse({ ...valid, imageUrl: bad }).error?.issues[0]?.message).toBe(
        trackMessages.imageUrlInvalid,
      );
    }
  });
});

describe('track form rules: optional fields', () => {
  it('accepts a body with only name and location', () => {
    expect(trackInputSchema.parse({ name: 'Thunderhill', location: 'Willows, CA' })).toEqual({
      name: 'Thunderhill',
      location: 'Willows, CA',
      length: null,
      type: null,
      description: null,
      imageUrl: null,
    });
  });
});
